import QtQuick
import TileRummy

// Says a sentence to a screen reader once, whatever has the focus: the
// platform's announcement where the Qt in use has one (SpokenWords.announce),
// else a notification whose name is the sentence, shown anew for each (the
// readers speak a notification as it shows). `words` is the last sentence
// said, for a reader that looks again.
Item {
    id: announcer

    property string words: ""

    function say(sentence: string) {
        if (sentence === "")
            return;
        if (SpokenWords.announce(announcer, sentence)) {
            announcer.words = sentence;
            return;
        }
        announcer.visible = false;
        announcer.words = sentence;
        announcer.visible = true;
    }

    objectName: "announcer"
    width: 1
    height: 1

    Accessible.role: Accessible.Notification
    Accessible.name: words
}
