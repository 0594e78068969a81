import QtQuick
import TileRummy

// Says a sentence to a screen reader once, whatever has the focus: the
// platform's announcement where the Qt in use has one (SpokenWords.announce),
// else a notification whose name is the sentence, shown anew for each (the
// readers speak a notification as it shows). Each sentence shows on the next
// of a few notifications in turn: a reader that is behind drops an event of
// an object when a newer one of the same object waits, so one object would
// lose the sentences before the last. `words` is the last sentence said. A
// sentence that comes while the one before may still be spoken (within
// `mergeMs`) is said with it: a reader would cut the first short.
Item {
    id: announcer

    property string words: ""
    property int mergeMs: 2000
    property double saidAt: 0
    property int next: 0

    function say(sentence: string) {
        if (sentence === "")
            return;
        const now = Date.now();
        const merged = now - announcer.saidAt < announcer.mergeMs && announcer.words !== ""
                       && announcer.words.length < 600 ? announcer.words + " " + sentence : sentence;
        announcer.saidAt = now;
        announcer.words = merged;
        const shown = notices.itemAt(announcer.next) as Item;
        announcer.next = (announcer.next + 1) % notices.count;
        if (SpokenWords.announce(shown, merged))
            return;
        shown.visible = false;
        shown.Accessible.name = merged;
        shown.visible = true;
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
