"""What the lobby's tests share (test_lobby.py, test_lobby_hostile.py): a
`tilerummy-cli lobby` process on loopback with its SQLite file, and a player's
game as a bare client: a key (ed25519.py), signing in, asking, and playing a
table it was seated at with a `bot` that takes the seat by its token. Not run
on its own."""

import json
import os
import subprocess
import time

import ed25519
import network_support
from network_support import TIMEOUT, WebSocket

SIGN_IN_PURPOSE = "tilerummy-lobby-signin-1"


class Lobby:
    """A `lobby` process; its port from the first line it prints."""

    def __init__(self, tmp, *args, db=None, db_url=None):
        # db: the SQLite file (a new one by default); db_url: another database (PostgreSQL)
        self.db = db or os.path.join(tmp, "lobby.sqlite")
        stamp = time.monotonic_ns()
        self.logs = os.path.join(tmp, "tables-%d" % stamp)
        self.err = open(os.path.join(tmp, "lobby-%d.err" % stamp), "w+")
        self.proc = subprocess.Popen([network_support.CLI, "lobby", "--host", "127.0.0.1", "--db",
                                      db_url or "sqlite:" + self.db, "--log-dir", self.logs] + list(args),
                                     stdout=subprocess.PIPE, stderr=self.err, text=True)
        line = self.proc.stdout.readline()
        if not line:
            self.err.seek(0)
            raise RuntimeError("the lobby did not start: " + self.err.read())
        self.port = json.loads(line)["listening"]
        self.url = "ws://127.0.0.1:%d" % self.port

    def stderr(self):
        self.err.seek(0)
        return self.err.read()

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()
        self.err.close()


class Player:
    """A player's game at the lobby (or at what stands in front of it: anything
    with the lobby's `port` and `url`): its key, its connection, what it was told."""

    def __init__(self, lobby, secret=None, source=None):
        self.lobby = lobby
        self.secret = secret or os.urandom(32)
        self.key = ed25519.b64url(ed25519.public_key(self.secret))
        self.ws = WebSocket(lobby.port, source=source)
        self.heard = []  # every message, in order
        self.unread = []

    def send(self, message):
        self.ws.send(message)

    def next(self, timeout=TIMEOUT):
        if self.unread:
            return self.unread.pop(0)
        m = self.ws.receive(timeout=timeout)
        if m is not None:
            self.heard.append(m)
        return m

    def wait_for(self, kind, timeout=TIMEOUT):
        """The first unread message of this type (or an error); those before it stay unread."""
        passed = []
        deadline = time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                if self.unread:
                    m = self.unread.pop(0)
                else:
                    m = self.ws.receive(timeout=max(0.01, deadline - time.monotonic()))
                    if m is None:
                        return None
                    self.heard.append(m)
                if m["type"] in (kind, "error"):
                    return m
                passed.append(m)
            return None
        finally:
            self.unread = passed + self.unread

    def sign_in(self, name=None, sign_with=None):
        """signin, then the challenge signed (by this key, or sign_with's secret): the answer."""
        self.send({"type": "signin", "protocol": 1, "key": self.key})
        challenge = self.wait_for("challenge", timeout=30)
        if challenge is None or challenge["type"] != "challenge":
            return challenge
        return self.prove(challenge["challenge"], name, sign_with)

    def prove(self, challenge, name=None, sign_with=None):
        text = "%s\n%s\n%s" % (SIGN_IN_PURPOSE, challenge, self.key)
        signature = ed25519.b64url(ed25519.sign(sign_with or self.secret, text.encode()))
        proof = {"type": "proof", "signature": signature}
        if name is not None:
            proof["name"] = name
        self.send(proof)
        self.challenge = challenge
        return self.wait_for("signedIn", timeout=30)

    def ask(self, message, answer):
        self.send(message)
        return self.wait_for(answer, timeout=30)

    def close(self):
        self.ws.close()


def play_seat(test, lobby, seated, name, *args):
    """A bot that plays the seat the lobby gave (its token in a seat file): (process, trace)."""
    seat_file = os.path.join(test.tmp, "%s-%d.seat" % (name, time.monotonic_ns()))
    url = lobby.url + seated["path"]  # where the table is played (a load balancer routes by it)
    with open(seat_file, "w", encoding="utf-8") as f:
        json.dump({"url": url, "seat": seated["seat"], "token": seated["token"], "name": name,
                   "code": seated["code"]}, f)
    proc, trace = network_support.bot(url, test.tmp, name, "--code", seated["code"], "--seat-file", seat_file, *args)
    test.procs.append(proc)
    return proc, trace


class LobbyTestCase(network_support.NetworkTestCase):
    """Lobbies and players started by a test, closed after it."""

    def setUp(self):
        super().setUp()
        self.lobbies = []
        self.players = []

    def tearDown(self):
        for p in self.players:
            p.close()
        for lobby in self.lobbies:
            lobby.close()
        super().tearDown()

    def start_lobby(self, *args, db=None, db_url=None):
        lobby = Lobby(self.tmp, *args, db=db, db_url=db_url)
        self.lobbies.append(lobby)
        return lobby

    def player(self, lobby, name=None, secret=None, source=None):
        """A player signed in (a new one takes `name`)."""
        p = Player(lobby, secret=secret, source=source)
        self.players.append(p)
        if name is not None or secret is not None:
            answer = p.sign_in(name)
            self.assertEqual(answer["type"], "signedIn", answer)
        return p
