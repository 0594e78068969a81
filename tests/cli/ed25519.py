"""Ed25519 signing in plain Python (RFC 8032, section 6's reference code), so
that the lobby's tests sign in as a player's game does, with no package the
machine may lack. Slow (milliseconds a signature) and not constant-time: for
tests only. Checked against the RFC's first test vector when imported."""

import base64
import hashlib

_P = 2 ** 255 - 19
_Q = 2 ** 252 + 27742317777372353535851937790883648493


def _inv(x):
    return pow(x, _P - 2, _P)


_D = -121665 * _inv(121666) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _add(a, b):
    e = (a[1] - a[0]) * (b[1] - b[0]) % _P
    f = (a[1] + a[0]) * (b[1] + b[0]) % _P
    c = 2 * a[3] * b[3] * _D % _P
    d = 2 * a[2] * b[2] % _P
    e, f, g, h = f - e, d - c, d + c, f + e
    return (e * f, g * h, f * g, e * h)


def _mul(s, point):
    q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            q = _add(q, point)
        point = _add(point, point)
        s >>= 1
    return q


def _recover_x(y, sign):
    x2 = (y * y - 1) * _inv(_D * y * y + 1)
    if x2 == 0:
        return 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P != 0:
        x = x * _SQRT_M1 % _P
    if (x & 1) != sign:
        x = _P - x
    return x


_GY = 4 * _inv(5) % _P
_GX = _recover_x(_GY, 0)
_G = (_GX, _GY, 1, _GX * _GY % _P)


def _compress(point):
    zinv = _inv(point[2])
    x = point[0] * zinv % _P
    y = point[1] * zinv % _P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def _expand(secret):
    h = hashlib.sha512(secret).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def _hash_q(data):
    return int.from_bytes(hashlib.sha512(data).digest(), "little") % _Q


def public_key(secret):
    """The 32-byte public key of a 32-byte secret."""
    a, _ = _expand(secret)
    return _compress(_mul(a, _G))


def sign(secret, message):
    """The 64-byte signature of message (bytes) by secret."""
    a, prefix = _expand(secret)
    public = _compress(_mul(a, _G))
    r = _hash_q(prefix + message)
    big_r = _compress(_mul(r, _G))
    s = (r + _hash_q(big_r + public + message) * a) % _Q
    return big_r + int.to_bytes(s, 32, "little")


def b64url(data):
    """Bytes as base64url without padding, as the lobby writes keys and signatures."""
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


_SECRET = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
assert public_key(_SECRET).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
assert sign(_SECRET, b"").hex() == ("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                                    "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
