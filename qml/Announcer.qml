import QtQuick
import TileRummy

// Says a sentence to a screen reader once, whatever has the focus: the
// platform's announcement where the Qt in use has one (SpokenWords.announce),
// else a notification whose name is the sentence, shown anew for each (the
// readers speak a notification as it shows). `words` is the last sentence
// said, for a reader that looks again. A sentence that comes while the one
// before may still be spoken (within `mergeMs`) is said with it, in one
// notification: a reader would cut the first short to say the second.
Item {
    id: announcer

    property string words: ""
    property int mergeMs: 2000
    property double saidAt: 0

    function say(sentence: string) {
        if (sentence === "")
            return;
        const now = Date.now();
        const merged = now - announcer.saidAt < announcer.mergeMs && announcer.words !== ""
                       && announcer.words.length < 600 ? announcer.words + " " + sentence : sentence;
        announcer.saidAt = now;
        if (SpokenWords.announce(announcer, merged)) {
            announcer.words = merged;
            return;
        }
        announcer.visible = false;
        announcer.words = merged;
        announcer.visible = true;
    }

    objectName: "announcer"
    width: 1
    height: 1

    Accessible.role: Accessible.Notification
    Accessible.name: words
}
