import QtQuick
import TileRummy

// Says a sentence to a screen reader once, whatever has the focus: the
// platform's announcement where the Qt in use has one (SpokenWords.announce),
// else a notification whose name is the sentence, shown anew for each (the
// readers speak a notification as it shows). Each sentence shows on the next
// of a few notifications in turn: a reader that is behind drops an event of
// an object when a newer one of the same object waits, so one object would
// lose the sentences before the last. A reader cuts a sentence short to say
// the next: sentences wait their turn, each until the one before is likely
// said (`msPerCharacter`, a reader's usual pace; at most `longestMs`; and
// `perSentenceMs`: the role a reader says first, "notification", and its pause).
// `words` is the last sentence shown.
Item {
    id: announcer

    property string words: ""
    property int msPerCharacter: 60
    // (Not less than the game's longest: a reader says a sentence whole, and
    // what waits for it, a dialog or the focus, spoken sooner is dropped.)
    property int longestMs: 20000
    property int perSentenceMs: 800
    // The longest the keys' focus waits for the news to be said (FocusKeeper, a lesson laid out).
    readonly property int longestFocusWaitMs: 12000
    // Waiting to be said, oldest first; and when the reader is likely done.
    property var waiting: []
    property double freeAt: 0
    property int next: 0
    // doneAt() as it was last worked out, for a binding (the AI's pace: SeatTurns.newsDoneAt).
    property double doneAtMs: 0

    function say(sentence: string) {
        if (sentence === "")
            return;
        announcer.waiting.push(sentence);
        announcer.sayNext();
        announcer.doneAtMs = announcer.doneAt();
    }

    // Asked for (a key): said at once, whatever waits is dropped.
    function sayNow(sentence: string) {
        announcer.waiting = [];
        announcer.freeAt = 0;
        announcer.say(sentence);
    }

    // When what waits is likely said (now or earlier: nothing waits).
    function doneAt(): double {
        let at = announcer.freeAt;
        for (const sentence of announcer.waiting)
            at += announcer.sayingMs(sentence);
        return at;
    }

    // How long what would speak over the news (the focus moving, a dialog
    // opening) waits for it: until what waits is likely said, with a screen
    // reader on; 0 without one.
    function readerWaitMs(): int {
        return SpokenWords.readerActive() ? Math.max(0, Math.ceil(announcer.doneAt() - Date.now())) : 0;
    }

    function sayingMs(sentence: string): int {
        return Math.min(announcer.longestMs, sentence.length * announcer.msPerCharacter) + announcer.perSentenceMs;
    }

    function sayNext() {
        if (announcer.waiting.length === 0)
            return;
        if (!announcer.windowSeen)
            return; // a reader hears nothing of a window not yet shown (a game dealt at start): said once it is
        const now = Date.now();
        if (now < announcer.freeAt) {
            pace.interval = Math.ceil(announcer.freeAt - now);
            pace.restart();
            return;
        }
        const sentence = announcer.waiting[0];
        announcer.waiting.splice(0, 1);
        announcer.freeAt = now + announcer.sayingMs(sentence);
        announcer.show(sentence);
        if (announcer.waiting.length > 0) {
            pace.interval = Math.ceil(announcer.freeAt - now);
            pace.restart();
        }
    }

    function show(sentence: string) {
        announcer.words = sentence;
        const shown = notices.itemAt(announcer.next) as Item;
        announcer.next = (announcer.next + 1) % notices.count;
        if (SpokenWords.announce(shown, sentence))
            return;
        shown.visible = false;
        shown.Accessible.name = sentence;
        shown.visible = true;
    }

    // The window shown and active once: what waited is said, after the reader has said the window.
    property bool windowSeen: false
    readonly property bool windowActive: announcer.Window.active
    onWindowActiveChanged: if (announcer.windowActive && !announcer.windowSeen) {
        announcer.windowSeen = true;
        pace.interval = 600;
        pace.restart();
    }

    Timer {
        id: pace

        onTriggered: announcer.sayNext()
    }

    objectName: "announcer"
    width: 1
    height: 1

    Repeater {
        id: notices

        model: 4

        Item {
            width: 1
            height: 1
            visible: false
            Accessible.role: Accessible.Notification
        }
    }
}
