<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/dialogs/AboutDialog.qml" line="+20"/>
        <source>About Tile Rummy</source>
        <translation>Über Tile Rummy</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Version %1</source>
        <extracomment>%1 is the game&apos;s version number, e.g. 0.1.0</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game of runs and groups with number tiles, and the art of rearranging the table.</source>
        <translation>Das Spiel mit Reihen und Gruppen aus Zahlensteinen – und die Kunst, den Tisch umzubauen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile Rummy is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).</source>
        <translation>Tile Rummy ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This program comes with ABSOLUTELY NO WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.</source>
        <translation>Dieses Programm wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt, sogar ohne die implizite Gewährleistung der MARKTREIFE oder der EIGNUNG FÜR EINEN BESTIMMTEN ZWECK.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt; for details.</source>
        <extracomment>%1 is the licence&apos;s web address; keep the &lt;a href=&quot;%1&quot;&gt;…&lt;/a&gt; around the licence&apos;s name</extracomment>
        <translation>Einzelheiten stehen in der &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules: Rummikub, the game invented by Ephraim Hertzano; the modern rules as published by Pressman (1998 edition) and Sabra.</source>
        <translation>Die Regeln: Rummikub, das Spiel von Ephraim Hertzano; die modernen Regeln, wie sie Pressman (Ausgabe von 1998) und Sabra veröffentlicht haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile Rummy is not affiliated with Rummikub or its publishers.</source>
        <translation>Tile Rummy steht in keiner Verbindung zu Rummikub oder seinen Verlagen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Made with Qt %1.</source>
        <extracomment>%1 is the version of Qt, the toolkit the game is made with, e.g. 6.4.2</extracomment>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running on Qt %1 (built with Qt %2).</source>
        <extracomment>%1 is the Qt version the game runs on, %2 the one it was built with</extracomment>
        <translation>Läuft mit Qt %1 (erstellt mit Qt %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source code and bug reports: %1</source>
        <extracomment>%1 is a link to the project&apos;s page</extracomment>
        <translation>Quellcode und Fehlermeldungen: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the About dialog</source>
        <translation>Das Fenster „Über Tile Rummy“ schließen</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/table/ActionBar.qml" line="+105"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Letzten Schritt zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>Schritt wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put everything back as it was at the start of the turn (Ctrl+R)</source>
        <translation>Alles auf den Stand zu Beginn des Zuges zurücksetzen (Strg+R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Thinking…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the best play for your rack, move by move (Ctrl+H)</source>
        <translation>Den besten Zug für dein Bänkchen Schritt für Schritt zeigen (Strg+H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints are switched off in the settings</source>
        <translation>Tipps sind in den Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from the pool and end the turn (Ctrl+D)</source>
        <translation>Einen Stein aus dem Vorrat ziehen und den Zug beenden (Strg+D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pool is empty: pass and end the turn (Ctrl+D)</source>
        <translation>Der Vorrat ist leer: passen und den Zug beenden (Strg+D)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores…</source>
        <translation>Punkte…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI plays now</source>
        <translation>KI spielt jetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round&apos;s scores, and the next round</source>
        <translation>Die Punkte der Runde und die nächste Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the AI play for %1 now, without waiting for them (they can still come back)</source>
        <translation>Die KI jetzt für %1 spielen lassen, ohne länger zu warten (der Platz bleibt für die Rückkehr frei)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 Ending now puts the table back and costs %n tile(s) (Ctrl+Enter)</source>
        <translation>
            <numerusform>%1 Jetzt beenden legt den Tisch zurück und kostet %n Stein (Strg+Eingabe)</numerusform>
            <numerusform>%1 Jetzt beenden legt den Tisch zurück und kostet %n Steine (Strg+Eingabe)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table is checked; an illegal table goes back and costs penalty tiles (Ctrl+Enter)</source>
        <translation>Der Tisch wird geprüft; ein ungültiger Tisch wird zurückgesetzt und kostet Strafsteine (Strg+Eingabetaste)</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../qml/table/ChatPanel.qml" line="+35"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mute…</source>
        <translation>Stummschalten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide a person&apos;s chat lines (only on this screen)</source>
        <translation>Die Chatzeilen einer Person ausblenden (nur auf diesem Bildschirm)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Mute %1</source>
        <extracomment>%1 a person at the table; checked: their chat lines are hidden.</extracomment>
        <translation>%1 stummschalten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Chat lines</source>
        <translation>Chatzeilen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Quick phrases: each friend reads them in their own language</source>
        <translation>Schnelle Sätze: Jeder Freund liest sie in seiner eigenen Sprache</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Quick phrases</source>
        <translation>Schnelle Sätze</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Say something…</source>
        <translation>Sag etwas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat line to the table</source>
        <translation>Eine Chatzeile an den Tisch</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the line to everyone at the table (Enter)</source>
        <translation>Die Zeile an alle am Tisch senden (Eingabe)</translation>
    </message>
</context>
<context>
    <name>CourseScreen</name>
    <message>
        <location filename="../qml/screens/CourseScreen.qml" line="+26"/>
        <source>first meld</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shifting</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>splitting</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>substituting</source>
        <translation>Austauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking the fourth</source>
        <translation>Vierten Stein nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing a joker</source>
        <translation>Joker befreien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combined split</source>
        <translation>Kombiniertes Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>multiple splits</source>
        <translation>Mehrfaches Teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a set of two</source>
        <translation>Falle: nur zwei Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a stranded tile</source>
        <translation>Falle: verwaister Stein</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+84"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to rearrange the table</source>
        <translation>Lerne, den Tisch umzubauen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The lessons could not be read: %1</source>
        <translation>Die Lektionen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 lessons done. Each is one turn: drag the tiles, then press Check.</source>
        <translation>%1 von %2 Lektionen geschafft. Jede Lektion ist ein Zug: Verschiebe die Steine und drücke dann auf „Prüfen“.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start the first lesson</source>
        <translation>Erste Lektion starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the last lesson again</source>
        <translation>Letzte Lektion wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Practice puzzles</source>
        <translation>Übungsrätsel</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, done</source>
        <translation>, geschafft</translation>
    </message>
</context>
<context>
    <name>DealVerdict</name>
    <message>
        <location filename="../app/netplay/deal_verdict.cpp" line="+16"/>
        <source>the seed the host revealed is not the one it committed to</source>
        <translation>die Spielnummer, die der Gastgeber verraten hat, ist nicht die, auf die er sich festgelegt hatte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another player should have played first</source>
        <translation>ein anderer Spieler hätte beginnen müssen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your rack is not the one the seed deals</source>
        <translation>dein Bänkchen ist nicht das, das die Spielnummer austeilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rack is not the one the seed deals</source>
        <translation>ein Bänkchen ist nicht das, das die Spielnummer austeilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pool after the deal is not the seed&apos;s</source>
        <translation>der Vorrat nach dem Austeilen ist nicht der der Spielnummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile you drew is not the one the pool held</source>
        <translation>ein Stein, den du gezogen hast, ist nicht der, der im Vorrat lag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw took other tiles than the pool held</source>
        <translation>ein Zug hat andere Steine genommen, als im Vorrat lagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more tiles were drawn than the pool held</source>
        <translation>es wurden mehr Steine gezogen, als im Vorrat lagen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>This deal did not check out: %1.</source>
        <translation>Diese Verteilung hat die Prüfung nicht bestanden: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of round %1 did not check out: %2.</source>
        <extracomment>%1 the round&apos;s number, %2 what did not match (&quot;a tile you drew is not the one the pool held&quot;).</extracomment>
        <translation>Die Verteilung von Runde %1 hat die Prüfung nicht bestanden: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not reveal this deal&apos;s seed: it could not be checked.</source>
        <translation>Der Gastgeber hat die Spielnummer dieser Verteilung nicht verraten: Sie konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host did not reveal the seed of round %1: it could not be checked.</source>
        <translation>Der Gastgeber hat die Spielnummer von Runde %1 nicht verraten: Sie konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be checked: you missed some of its turns.</source>
        <translation>Diese Verteilung konnte nicht geprüft werden: Dir fehlen einige ihrer Züge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal of round %1 could not be checked: you missed some of its turns.</source>
        <translation>Die Verteilung von Runde %1 konnte nicht geprüft werden: Dir fehlen einige ihrer Züge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal was fair: checked.</source>
        <translation>Diese Verteilung war fair: geprüft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All %1 deals were fair: checked.</source>
        <translation>Alle %1 Verteilungen waren fair: geprüft.</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message numerus="yes">
        <location filename="../qml/dialogs/EndTurnDialog.qml" line="+50"/>
        <source>End anyway and draw %n tile(s)?</source>
        <extracomment>Asked when the table is not legal: ending the turn puts it back and costs tiles.</extracomment>
        <translation>
            <numerusform>Trotzdem beenden und %n Stein ziehen?</numerusform>
            <numerusform>Trotzdem beenden und %n Steine ziehen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Ending now puts the table back as it was at the start of your turn, and you draw %n tile(s).</source>
        <translation>
            <numerusform>Wenn du jetzt beendest, kommt der Tisch zurück, wie er zu Beginn deines Zuges war, und du ziehst %n Stein.</numerusform>
            <numerusform>Wenn du jetzt beendest, kommt der Tisch zurück, wie er zu Beginn deines Zuges war, und du ziehst %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>End anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>End the turn anyway and draw %n tile(s)</source>
        <translation>
            <numerusform>Den Zug trotzdem beenden und %n Stein ziehen</numerusform>
            <numerusform>Den Zug trotzdem beenden und %n Steine ziehen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep arranging</source>
        <translation>Weiter legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep arranging the table</source>
        <translation>Den Tisch weiter ordnen</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <location filename="../app/session/game_board.cpp" line="+27"/>
        <source>It is not your turn to move tiles.</source>
        <translation>Du bist nicht am Zug und kannst keine Steine bewegen.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../app/review/game_review.cpp" line="+70"/>
        <source>No turn was played in this game.</source>
        <translation>In diesem Spiel wurde kein Zug gespielt.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>What %1 could have laid stays hidden while the round is being played.</source>
        <translation>Was %1 hätte legen können, bleibt verborgen, solange die Runde läuft.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qml/table/GameTable.qml" line="+275"/>
        <source>Last turn</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the last turn again</source>
        <translation>Den letzten Zug noch einmal zeigen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>You are watching: every rack stays hidden, as at a real table.</source>
        <translation>Du schaust zu: Alle Bänkchen bleiben verdeckt, wie an einem echten Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks are hidden while another player has the turn.</source>
        <translation>Die Bänkchen sind verdeckt, solange ein anderer Spieler am Zug ist.</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <location filename="../qml/screens/GamesScreen.qml" line="+31"/>
        <location line="+84"/>
        <source>Your games</source>
        <translation>Deine Spiele</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>‹ Menu</source>
        <translation>‹ Menü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game…</source>
        <translation>Gespeichertes Spiel durchsehen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game&apos;s file and review it turn by turn</source>
        <translation>Die Datei eines gespeicherten Spiels öffnen und Zug für Zug durchsehen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No finished game yet. Each game you finish here is kept, to be reviewed turn by turn and counted in your statistics.</source>
        <translation>Noch kein beendetes Spiel. Jedes Spiel, das du hier beendest, wird aufbewahrt: zum Durchsehen Zug für Zug und für deine Statistik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading your games…</source>
        <translation>Deine Spiele werden gelesen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rounds won</source>
        <translation>Runden gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average round</source>
        <translation>Schnitt je Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed per turn</source>
        <translation>Verpasst je Zug</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+148"/>
        <source>Past games (%1)</source>
        <translation>Frühere Spiele (%1)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 Punkte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game of the same deal, with the same seats and rules</source>
        <translation>Ein neues Spiel mit denselben Steinen, Plätzen und Regeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review</source>
        <translation>Durchsehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this game turn by turn</source>
        <translation>Dieses Spiel Zug für Zug durchsehen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel durchsehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>Tile-Rummy-Spiele (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>GuestCover</name>
    <message>
        <location filename="../qml/screens/GuestCover.qml" line="+118"/>
        <source>Rules: %1</source>
        <extracomment>The joined table&apos;s rules, e.g. &quot;opening 30 points, 14 tiles each, 60 s a turn&quot;.</extracomment>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at the host&apos;s screen</source>
        <translation>am Bildschirm des Gastgebers</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play here</source>
        <translation>Hier spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and play a game at this screen</source>
        <translation>Schließen und an diesem Bildschirm spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table: the host&apos;s AI plays your seat</source>
        <translation>Tisch verlassen: Die KI des Gastgebers spielt deinen Platz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../qml/screens/HandOverScreen.qml" line="+73"/>
        <location line="+142"/>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Everyone else, please look away: %1&apos;s tiles come next.</source>
        <translation>Alle anderen bitte wegschauen: Gleich kommen die Steine von %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click when you are ready</source>
        <translation>Klicke, wenn du bereit bist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ready: show the rack</source>
        <translation>%1 ist bereit: Bänkchen zeigen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>or press Enter or Space</source>
        <translation>oder drücke die Eingabetaste oder die Leertaste</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Meanwhile</source>
        <translation>Inzwischen</translation>
    </message>
</context>
<context>
    <name>HeaderBar</name>
    <message>
        <location filename="../qml/table/HeaderBar.qml" line="+165"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%1, %n tile(s)</source>
        <extracomment>A seat at the table for screen readers: the player and how many tiles they hold.</extracomment>
        <translation>
            <numerusform>%1, %n Stein</numerusform>
            <numerusform>%1, %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n tile(s), total score %2</source>
        <translation>
            <numerusform>%1: %n Stein, Gesamtpunkte %2</numerusform>
            <numerusform>%1: %n Steine, Gesamtpunkte %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n second(s) left</source>
        <translation>
            <numerusform>Noch %n Sekunde</numerusform>
            <numerusform>Noch %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Pool: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Round %1 · Seed %2</source>
        <translation>Runde %1 · Spiel Nr. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R%1 · #%2</source>
        <translation>R%1 · #%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of the game dealt with seed %2</source>
        <translation>Runde %1 des Spiels mit der Spielnummer %2</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start screen: the tutorial, practice puzzles, a new game (F1)</source>
        <translation>Startbildschirm: Tutorial, Übungsrätsel, neues Spiel (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set up a new game (Ctrl+N)</source>
        <translation>Neues Spiel einrichten (Strg+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>Spiel in einer Datei speichern (Strg+S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Gespeichertes Spiel öffnen (Strg+O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: tile size, animation speed, sound, language</source>
        <translation>Einstellungen: Steingröße, Animationstempo, Ton, Sprache</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (away)</source>
        <translation>%1 (weg)</translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>Pool: %n tile(s)</source>
        <translation>
            <numerusform>Vorrat: %n Stein</numerusform>
            <numerusform>Vorrat: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of a game another machine hosts</source>
        <translation>Runde %1 eines Spiels, das ein anderer Rechner ausrichtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: the deal stays secret until the game is over, when your friends&apos; games check it</source>
        <translation>Runde %1: Die Verteilung bleibt bis zum Spielende geheim; dann prüfen die Spiele deiner Freunde sie</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu, a new game, save, open, settings</source>
        <translation>Das Menü, ein neues Spiel, speichern, öffnen, Einstellungen</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Turns and scores</source>
        <translation>Züge und Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the turn log and the scores (F2)</source>
        <translation>Zugprotokoll und Punkte ein- oder ausblenden (F2)</translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message numerus="yes">
        <location filename="../app/assist/hint_assistant.cpp" line="+94"/>
        <source>It lays %1 and changes %n set(s) of the table.</source>
        <extracomment>A hint too long to say whole, in short: %1 the tiles it lays (&quot;B4 B5&quot;), %n the sets it changes.</extracomment>
        <translation>
            <numerusform>Er legt %1 und ändert %n Kombination auf dem Tisch.</numerusform>
            <numerusform>Er legt %1 und ändert %n Kombinationen auf dem Tisch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintBanner</name>
    <message>
        <location filename="../qml/table/HintBanner.qml" line="+43"/>
        <source>Hint: %1 Keep these moves, or take them back.</source>
        <translation>Tipp: %1 Behalte die Schritte oder nimm sie zurück.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hint: watch the best play for your rack (%1).</source>
        <translation>Tipp: Sieh dir den besten Zug für dein Bänkchen an (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: this play lays %1. Keep these moves, or take them back.</source>
        <translation>Tipp: Dieser Zug legt %1. Behalte die Schritte oder nimm sie zurück.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table and your rack go back to how they were before the hint</source>
        <translation>Tisch und Bänkchen kehren zum Stand vor dem Tipp zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on from the hint&apos;s table; End turn plays it</source>
        <translation>Mit dem Tisch aus dem Tipp weiterspielen; „Zug beenden“ übernimmt ihn</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <location filename="../qml/screens/HostLobby.qml" line="+84"/>
        <source>Waiting for friends to join</source>
        <translation>Warten auf Freunde</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>On their machine: Join a game. This table shows there by itself on the same network; from elsewhere they paste the invitation below (or type its address and the code).</source>
        <translation>Auf ihrem Rechner: „Einem Spiel beitreten“. Im selben Netzwerk erscheint dieser Tisch dort von selbst; von anderswo fügen sie die Einladung unten ein (oder geben seine Adresse und den Code ein).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Encrypted. Its certificate&apos;s fingerprint begins %1</source>
        <extracomment>%1 the start of the table&apos;s certificate fingerprint, &quot;AB:CD:EF:01:23:45:67:89&quot;.</extracomment>
        <translation>Verschlüsselt. Der Fingerabdruck seines Zertifikats beginnt mit %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own code</source>
        <translation>Eigener Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own code for this table</source>
        <translation>Ein eigener Code für diesen Tisch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use it</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Invitation %1</source>
        <translation>Einladung %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invitation %1</source>
        <translation>Die Einladung %1 kopieren</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Start a different game</source>
        <translation>Ein anderes Spiel beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop waiting and start a different game</source>
        <translation>Nicht länger warten und ein anderes Spiel beginnen</translation>
    </message>
</context>
<context>
    <name>Invite</name>
    <message>
        <location filename="../app/net/invite_link.cpp" line="+36"/>
        <source>This is not an invitation to a Tile Rummy table: one starts with tilerummy://.</source>
        <translation>Das ist keine Einladung an einen Tile-Rummy-Tisch: Eine Einladung beginnt mit tilerummy://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation is garbled: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>Diese Einladung ist verstümmelt: Kopiere sie ganz, so wie der Bildschirm des Gastgebers sie zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation names no host: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>Diese Einladung nennt keinen Gastgeber: Kopiere sie ganz, so wie der Bildschirm des Gastgebers sie zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation has parts an invitation does not have: it is not one the game made.</source>
        <translation>Diese Einladung hat Teile, die eine Einladung nicht hat: Das Spiel hat sie nicht erstellt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation&apos;s port is not one a table can be at.</source>
        <translation>Der Port dieser Einladung ist keiner, an dem ein Tisch sein kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation has no table code, or one a table cannot have: copy the whole of it.</source>
        <translation>Diese Einladung hat keinen Tischcode oder einen, den ein Tisch nicht haben kann: Kopiere sie ganz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation says something this game does not know (“%1”): it may come from a newer version of Tile Rummy.</source>
        <translation>Diese Einladung enthält etwas, das dieses Spiel nicht kennt („%1“): Sie stammt vielleicht von einer neueren Version von Tile Rummy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation&apos;s fingerprint is not a certificate&apos;s (32 pairs of hexadecimal digits): copy the whole of it.</source>
        <translation>Der Fingerabdruck dieser Einladung ist nicht der eines Zertifikats (32 Paare hexadezimaler Ziffern): Kopiere sie ganz.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../qml/dialogs/JoinDialog.qml" line="+100"/>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Tables open on this network</source>
        <translation>Offene Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Looking for tables… A table shows here once its host has started it.</source>
        <translation>Suche nach Tischen… Ein Tisch erscheint hier, sobald sein Gastgeber ihn eröffnet hat.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 — %2 of %3 seats free</source>
        <extracomment>A table found on the network: %1 its name, %2 the free seats, %3 all its seats.</extracomment>
        <translation>%1 — %2 von %3 Plätzen frei</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. 192.168.1.5:4520</source>
        <translation>z. B. 192.168.1.5:4520</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table&apos;s address</source>
        <translation>Die Adresse des Tisches</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As the host&apos;s screen shows it</source>
        <translation>Wie ihn der Bildschirm des Gastgebers zeigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s code</source>
        <translation>Der Code des Tisches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How the others see you</source>
        <translation>So sehen dich die anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the table</source>
        <translation>Dein Name am Tisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A self-signed host&apos;s: AB:CD:…</source>
        <translation>Eines selbst signierten Gastgebers: AB:CD:…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s certificate fingerprint</source>
        <translation>Der Fingerabdruck des Zertifikats des Gastgebers</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the table without a seat: its table and turns, never a rack</source>
        <translation>Dem Tisch ohne Platz zuschauen: der Tisch und die Züge, nie ein Bänkchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch without playing: you see the table and the turns, never a rack, if the host allows watchers</source>
        <translation>Zuschauen, ohne mitzuspielen: Du siehst den Tisch und die Züge, nie ein Bänkchen – wenn der Gastgeber Zuschauer zulässt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust and join</source>
        <translation>Vertrauen und mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Joining…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trust the host&apos;s certificate and join the table</source>
        <translation>Dem Zertifikat des Gastgebers vertrauen und an den Tisch setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join the table</source>
        <translation>Dem Tisch beitreten</translation>
    </message>
</context>
<context>
    <name>JoinedTable</name>
    <message>
        <location filename="../app/netplay/joined_table.cpp" line="+55"/>
        <source>Rejoin the table at %1</source>
        <translation>Zurück an den Tisch bei %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rejoin %1&apos;s table</source>
        <translation>Zurück an den Tisch von %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seat as %1 at %2, where you left it.</source>
        <extracomment>%1 the player&apos;s name at the table, %2 the table&apos;s address (&quot;192.168.1.5:4520&quot;).</extracomment>
        <translation>Dein Platz als %1 bei %2, wo du ihn verlassen hast.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No seat is kept to rejoin.</source>
        <translation>Es ist kein Platz zum Zurückkehren gespeichert.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Waiting for the host…</source>
        <translation>Warten auf den Gastgeber…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host to deal the next round…</source>
        <translation>Warten, bis der Gastgeber die nächste Runde gibt…</translation>
    </message>
</context>
<context>
    <name>KeyboardMoves</name>
    <message>
        <location filename="../qml/input/KeyboardMoves.qml" line="+200"/>
        <source>set %1, %2 of %3</source>
        <translation>Kombination %1, %2 von %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>shelf %1, %2 of %3</source>
        <translation>Ablage %1, %2 von %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No %1 on the rack or the table.</source>
        <translation>Keine %1 auf dem Bänkchen oder dem Tisch.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>k r b o j</source>
        <extracomment>Keys typed on a tile that go to the next tile of a colour: black, red, blue, orange, then the joker (one letter each; letters a keyboard of the language types).</extracomment>
        <translation>s r b o j</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No joker on the rack or the table.</source>
        <translation>Kein Joker auf dem Bänkchen oder dem Tisch.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No tile of that colour.</source>
        <translation>Kein Stein in dieser Farbe.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The only one: %1.</source>
        <translation>Der einzige: %1.</translation>
    </message>
</context>
<context>
    <name>LanTables</name>
    <message>
        <location filename="../app/netplay/lan_tables.cpp" line="+24"/>
        <source>Tables on this network cannot be found (%1); type the address instead.</source>
        <translation>Tische in diesem Netzwerk können nicht gefunden werden (%1); gib stattdessen die Adresse ein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table</source>
        <translation>Ein Tisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s table</source>
        <translation>Tisch von %1</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <location filename="../app/settings/launch_options.cpp" line="+16"/>
        <source>Tile rummy: the game of runs and groups.</source>
        <translation>Tile Rummy: das Spiel mit Reihen und Gruppen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal the game of seed &lt;n&gt;.</source>
        <translation>Das Spiel mit der Spielnummer &lt;n&gt; austeilen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats, %1 to %2 of human, beginner, standard, expert, comma-separated (&quot;human,expert&quot;); or just how many players (default %3: human,standard).</source>
        <translation>Die Plätze: %1 bis %2 aus human, beginner, standard, expert, durch Kommas getrennt („human,expert“); oder nur die Anzahl der Spieler (Vorgabe %3: human,standard).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit once the window has shown its first frame, printing how long that took (for start-up benchmarks).</source>
        <translation>Beenden, sobald das Fenster sein erstes Bild gezeigt hat, und die dafür benötigte Zeit ausgeben (für Start-Benchmarks).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the game kept from last time at once (a new game when there is none).</source>
        <translation>Das zuletzt aufbewahrte Spiel sofort fortsetzen (ein neues Spiel, wenn es keins gibt).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An invitation to a table (tilerummy://HOST:PORT/CODE): the join dialog opens with it filled in.</source>
        <translation>Eine Einladung an einen Tisch (tilerummy://HOST:PORT/CODE): Der Dialog zum Beitreten öffnet sich damit ausgefüllt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ignored.</source>
        <translation>%1 Wird ignoriert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown argument &apos;%1&apos;. Ignored.</source>
        <translation>Unbekanntes Argument „%1“. Wird ignoriert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--seed wants a whole number from 0 up, not &apos;%1&apos;: dealing a random game</source>
        <translation>--seed erwartet eine ganze Zahl ab 0, nicht „%1“: Es wird ein zufälliges Spiel ausgeteilt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--players wants %1 to %2 seats (human, beginner, standard, expert) or a number of players, not &apos;%3&apos;: playing with %4</source>
        <translation>--players erwartet %1 bis %2 Plätze (human, beginner, standard, expert) oder eine Spielerzahl, nicht „%3“: Es wird mit %4 Spielern gespielt</translation>
    </message>
</context>
<context>
    <name>LeaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/LeaveGameDialog.qml" line="+29"/>
        <source>End the game on the table?</source>
        <translation>Das Spiel auf dem Tisch beenden?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A game is under way. The new game takes its place, and the game on the table ends without its scores.</source>
        <translation>Ein Spiel läuft. Das neue Spiel tritt an seine Stelle, und das Spiel auf dem Tisch endet ohne Wertung.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Start the new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../build/release/app/window/generated/lesson_strings.cpp" line="+7"/>
        <source>Your first meld</source>
        <comment>initial-meld title</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Deine Eröffnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first play of the game, the initial meld, must be new sets from your own rack worth at least 30 points together; until then you may not touch the sets on the table. Several sets may add up to the 30.</source>
        <comment>initial-meld teaching</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Dein erster Zug im Spiel, die Eröffnung, muss aus neuen Kombinationen von deinem eigenen Bänkchen bestehen, die zusammen mindestens 30 Punkte wert sind; bis dahin darfst du die Kombinationen auf dem Tisch nicht anrühren. Die 30 Punkte dürfen sich auf mehrere Kombinationen verteilen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld: play all your tiles.</source>
        <comment>initial-meld goal</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Mach deine Eröffnung: Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in your first meld</source>
        <comment>initial-meld-joker title</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Ein Joker in deiner Eröffnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In your initial meld a joker is worth the tile it stands for: in R9 J R11 it stands for R10 and counts 10, so the run is worth exactly 30.</source>
        <comment>initial-meld-joker teaching</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>In deiner Eröffnung zählt ein Joker so viel wie der Stein, für den er steht: In R9 J R11 steht er für R10 und zählt 10, also ist die Reihe genau 30 Punkte wert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld with the joker in it.</source>
        <comment>initial-meld-joker goal</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Mach deine Eröffnung und verwende dabei den Joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the table</source>
        <comment>add title</comment>
        <extracomment>Lesson &quot;add&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Am Tisch anlegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once you have made your first meld you may add tiles from your rack to any set on the table: a run takes the next number of its colour at either end, and a group of three takes its missing colour.</source>
        <comment>add teaching</comment>
        <extracomment>Lesson &quot;add&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Nach deiner Eröffnung darfst du Steine von deinem Bänkchen an jede Kombination auf dem Tisch anlegen: Eine Reihe nimmt an beiden Enden die nächste Zahl ihrer Farbe auf, eine Dreiergruppe ihre fehlende Farbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>add goal</comment>
        <extracomment>Lesson &quot;add&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Borrow from a long run</source>
        <comment>shift-run title</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Von einer langen Reihe borgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run of four or more can give up the tile at either end and still be a run. Take that end tile and use it in a new set with tiles from your rack.</source>
        <comment>shift-run teaching</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine Reihe aus vier oder mehr Steinen kann den Stein an einem ihrer Enden abgeben und bleibt trotzdem eine Reihe. Nimm diesen Endstein und verwende ihn mit Steinen von deinem Bänkchen in einer neuen Kombination.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>shift-run goal</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take from a group of four</source>
        <comment>take-fourth title</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Aus einer Vierergruppe nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of four can give away any one of its tiles: the three left are still a group. Use the tile you take in a new set.</source>
        <comment>take-fourth teaching</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine Vierergruppe kann jeden ihrer Steine abgeben: Die übrigen drei bleiben eine Gruppe. Verwende den genommenen Stein in einer neuen Kombination.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>take-fourth goal</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split a run</source>
        <comment>split-run title</comment>
        <extracomment>Lesson &quot;split-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine Reihe teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A long run can be split in two to make room: R3 to R8 becomes R3 R4 R5 and R6 R7 R8, and your own R5 then fits in front of R6. Each part must keep at least three tiles.</source>
        <comment>split-run teaching</comment>
        <extracomment>Lesson &quot;split-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine lange Reihe lässt sich in zwei Teile trennen, um Platz zu schaffen: Aus R3 bis R8 werden R3 R4 R5 und R6 R7 R8, und deine eigene R5 passt dann vor R6. Jeder Teil muss mindestens drei Steine behalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 5.</source>
        <comment>split-run goal</comment>
        <extracomment>Lesson &quot;split-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege die rote 5 aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a tile out of a group</source>
        <comment>substitute-group title</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Einen Stein aus einer Gruppe tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of three can lend you a tile if you complete it first: add the fourth colour from your rack, then take one of the other three out to use in another set.</source>
        <comment>substitute-group teaching</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine Dreiergruppe kann dir einen Stein leihen, wenn du sie vorher vervollständigst: Lege die vierte Farbe von deinem Bänkchen an und nimm dann einen der anderen drei Steine heraus, um ihn in einer anderen Kombination zu verwenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>substitute-group goal</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win back a joker</source>
        <comment>joker-retrieve title</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Einen Joker zurückgewinnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can win back a joker from the table by putting the exact tile it stands for in its place. The freed joker must be played again in the same turn, in a new set or added to one.</source>
        <comment>joker-retrieve teaching</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Du kannst einen Joker vom Tisch zurückgewinnen, indem du genau den Stein an seine Stelle legst, für den er steht. Der befreite Joker muss im selben Zug wieder ausgelegt werden, in einer neuen Kombination oder angelegt an eine bestehende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-retrieve goal</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never leave two behind</source>
        <comment>trap-set-of-two title</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lass nie zwei Steine zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking a tile from a set of three leaves two tiles, and two tiles are never a set: the table would be illegal. Take the tile from a run of four or more instead.</source>
        <comment>trap-set-of-two teaching</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Nimmst du einen Stein aus einer Dreierkombination, bleiben zwei Steine übrig – und zwei Steine sind nie eine Kombination: Der Tisch wäre ungültig. Nimm den Stein stattdessen aus einer Reihe mit vier oder mehr Steinen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>trap-set-of-two goal</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the joker you free</source>
        <comment>trap-harvest title</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege den befreiten Joker aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every tile you take out of a set, a freed joker too, must end in a valid set before your turn ends; it can&apos;t be left alone or kept. Put R7 in the joker&apos;s place and the joker can still join the red run at one end.</source>
        <comment>trap-harvest teaching</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Jeder Stein, den du aus einer Kombination nimmst – auch ein befreiter Joker –, muss vor dem Ende deines Zuges in einer gültigen Kombination landen; er darf weder allein liegen bleiben noch behalten werden. Lege R7 an die Stelle des Jokers, dann kann der Joker noch an einem Ende der roten Reihe angelegt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 7.</source>
        <comment>trap-harvest goal</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege die rote 7 aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in a group</source>
        <comment>joker-in-group title</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Ein Joker in einer Gruppe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a group of three the joker stands for a missing colour: put a tile of a missing colour in its place, and the joker is yours to play again this turn.</source>
        <comment>joker-in-group teaching</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>In einer Dreiergruppe steht der Joker für eine fehlende Farbe: Lege einen Stein einer fehlenden Farbe an seine Stelle, dann gehört der Joker dir und du kannst ihn in diesem Zug neu auslegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-in-group goal</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split and shift for one set</source>
        <comment>combined-split title</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Teilen und verschieben für eine Kombination</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One new set can take tiles from two places at once: a tile out of the middle of a long run splits it into two runs, and a tile from the end of a run of four shifts it.</source>
        <comment>combined-split teaching</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eine neue Kombination kann Steine von zwei Stellen zugleich nehmen: Ein Stein aus der Mitte einer langen Reihe teilt sie in zwei Reihen, und vom Ende einer Viererreihe lässt sich ein Stein einfach verschieben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the orange 6.</source>
        <comment>combined-split goal</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege die orange 6 aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free the joker, split the run</source>
        <comment>joker-and-split title</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Joker befreien, Reihe teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hard table often needs two moves in one turn: win back the joker with the tile it stands for, then split a long run for the tile that the joker&apos;s new set still needs.</source>
        <comment>joker-and-split teaching</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Ein schwieriger Tisch braucht oft zwei Schritte in einem Zug: Gewinne den Joker mit dem Stein zurück, für den er steht, und teile dann eine lange Reihe für den Stein, der der neuen Kombination des Jokers noch fehlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-and-split goal</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege alle deine Steine aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split two runs at once</source>
        <comment>multiple-split title</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Zwei Reihen auf einmal teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One tile can need more than one split: take a tile out of the middle of each of two long runs, leaving four runs of three, and make a group of the tiles you took with your own.</source>
        <comment>multiple-split teaching</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Für einen Stein kann mehr als eine Teilung nötig sein: Nimm je einen Stein aus der Mitte zweier langer Reihen, sodass vier Dreierreihen übrig bleiben, und bilde aus den genommenen Steinen und deinem eigenen eine Gruppe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the black 8.</source>
        <comment>multiple-split goal</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Lege die schwarze 8 aus.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+27"/>
        <source>%1 is not one of the tiles in play: only the tiles on the table and on your rack can be used.</source>
        <translation>%1 gehört nicht zu den Steinen im Spiel: Du kannst nur die Steine auf dem Tisch und auf deinem Bänkchen verwenden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is missing: every tile must end on the table or stay on your rack.</source>
        <translation>%1 fehlt: Jeder Stein muss am Ende auf dem Tisch liegen oder auf deinem Bänkchen bleiben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was on the table: a joker you take from a set must be played in a set this turn; it can&apos;t go to your rack.</source>
        <translation>%1 lag auf dem Tisch: Einen Joker, den du aus einer Kombination nimmst, musst du in diesem Zug in einer Kombination auslegen; er darf nicht auf dein Bänkchen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was on the table: a tile from the table can&apos;t go back to your rack; play it in a set.</source>
        <translation>%1 lag auf dem Tisch: Ein Stein vom Tisch darf nicht zurück auf dein Bänkchen; verwende ihn in einer Kombination.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing was played yet. %1</source>
        <translation>Du hast noch nichts gelegt. %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This turn is not allowed: %1.</source>
        <translation>Dieser Zug ist nicht erlaubt: %1.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Well done: you played %1 for a first meld worth %2 points.</source>
        <translation>Gut gemacht: Du hast %1 gelegt – eine Eröffnung im Wert von %2 Punkten.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Well done: you played %1, rearranging %n set(s).</source>
        <translation>
            <numerusform>Gut gemacht: Du hast %1 gelegt und dabei %n Kombination umgebaut.</numerusform>
            <numerusform>Gut gemacht: Du hast %1 gelegt und dabei %n Kombinationen umgebaut.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well done: you played %1.</source>
        <translation>Gut gemacht: Du hast %1 gelegt.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>You still have %n tile(s) on your rack (%1): play them all.</source>
        <translation>
            <numerusform>Du hast noch %n Stein auf deinem Bänkchen (%1): Lege auch ihn aus.</numerusform>
            <numerusform>Du hast noch %n Steine auf deinem Bänkchen (%1): Lege sie alle aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 are still on your rack: the goal is to play them.</source>
        <translation>
            <numerusform>%1 liegt noch auf deinem Bänkchen: Ziel ist es, diesen Stein auszulegen.</numerusform>
            <numerusform>%1 liegen noch auf deinem Bänkchen: Ziel ist es, diese Steine auszulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>The best play: %n tile(s) placed.</source>
        <translation>
            <numerusform>Der beste Zug: %n Stein gelegt.</numerusform>
            <numerusform>Der beste Zug: %n Steine gelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Legal: you placed %n tile(s).</source>
        <translation>
            <numerusform>Gültig: Du hast %n Stein gelegt.</numerusform>
            <numerusform>Gültig: Du hast %n Steine gelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play places %n tile(s).</source>
        <translation>
            <numerusform>Der beste Zug legt %n Stein.</numerusform>
            <numerusform>Der beste Zug legt %n Steine.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/shell/Main.qml" line="+87"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+448"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>Tile-Rummy-Spiele (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game saved.</source>
        <translation>Spiel gespeichert.</translation>
    </message>
    <message>
        <location line="-469"/>
        <source>Could not review the game: %1</source>
        <translation>Das Spiel konnte nicht durchgesehen werden: %1</translation>
    </message>
    <message>
        <location line="+437"/>
        <source>This game&apos;s file could not be read.</source>
        <translation>Die Datei dieses Spiels ließ sich nicht lesen.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game loaded.</source>
        <translation>Spiel geladen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the game: %1</source>
        <translation>Das Spiel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No play found for this rack: draw a tile.</source>
        <translation>Für dieses Bänkchen wurde kein Zug gefunden: Ziehe einen Stein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rack has no opening of %1 points yet: draw a tile.</source>
        <translation>Mit deinem Bänkchen ist noch keine Eröffnung mit %1 Punkten möglich: Ziehe einen Stein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your table already is the best play: end your turn.</source>
        <translation>Dein Tisch ist schon der beste Zug: beende deinen Zug.</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <location filename="../app/settings/match_options.cpp" line="+43"/>
        <source>Beginner AI</source>
        <translation>Anfänger-KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard AI</source>
        <translation>Standard-KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert AI</source>
        <translation>Experten-KI</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friend %1</source>
        <extracomment>The name of a seat a friend on another machine will take; %1 counts from 1.</extracomment>
        <translation>Freund %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <extracomment>The name of a seat at the table; %1 counts from 1.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lays sets from its own rack, and now and then misses a play.</source>
        <translation>Legt Kombinationen aus dem eigenen Bänkchen und übersieht ab und zu einen Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gentlest: good for learning the game. The standard AI beats it almost every game.</source>
        <translation>Die sanfteste: gut, um das Spiel zu lernen. Die Standard-KI schlägt sie fast jedes Mal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lays as many points as it can every turn, rearranging the table.</source>
        <translation>Legt in jedem Zug so viele Punkte wie möglich und ordnet dafür den Tisch um.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fair game for a player who knows the rules.</source>
        <translation>Ein fairer Gegner für alle, die die Regeln kennen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finds the best rearrangement and thinks ahead: it holds a few tiles back when that pays, but never for long.</source>
        <translation>Findet die beste Umordnung und denkt voraus: hält ein paar Steine zurück, wenn es sich lohnt, aber nie lange.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The strongest: it wins about 6 games in 10 against the standard AI, and notices what your draws give away.</source>
        <translation>Die stärkste: gewinnt etwa 6 von 10 Spielen gegen die Standard-KI und merkt, was deine gezogenen Steine verraten.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>A game needs %1 to %2 players.</source>
        <translation>Ein Spiel braucht %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown seat &quot;%1&quot;.</source>
        <translation>Unbekannter Platz „%1“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown rule for the empty pool &quot;%1&quot;.</source>
        <translation>Unbekannte Regel für den leeren Vorrat: „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules cannot be played: %1.</source>
        <translation>Mit diesen Regeln kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seed must be a whole number, like 4711.</source>
        <translation>Die Spielnummer muss eine ganze Zahl sein, z. B. 4711.</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+48"/>
        <source>There are no tiles to move.</source>
        <translation>Es gibt keine Steine zum Bewegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a tile of the game.</source>
        <translation>%1 ist kein Stein des Spiels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is listed twice in one move.</source>
        <translation>%1 kommt in einem Schritt zweimal vor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not on the table or the rack.</source>
        <translation>%1 liegt weder auf dem Tisch noch auf dem Bänkchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no set %1 on the table.</source>
        <translation>Auf dem Tisch gibt es keine Kombination %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the table.</source>
        <translation>Auf dem Tisch gibt es keine Position %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 in a set.</source>
        <translation>In der Kombination gibt es keine Position %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the rack.</source>
        <translation>Auf dem Bänkchen gibt es keine Position %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is off the table.</source>
        <translation>Spalte %1 liegt außerhalb des Tisches.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was on the table at the start of the turn and must stay on the table.</source>
        <translation>%1 lag zu Beginn des Zuges auf dem Tisch und muss auf dem Tisch bleiben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move changes nothing.</source>
        <translation>Dieser Schritt ändert nichts.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+24"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend on another machine</source>
        <translation>Ein Freund an einem anderen Rechner</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player %1 is</source>
        <translation>Spieler %1 ist</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>+ Add a player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seed</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Random deal</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed (empty: a random deal)</source>
        <translation>Spielnummer (leer: zufällig austeilen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same deal</source>
        <translation>Gleiches Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the seed of the game on the table</source>
        <translation>Spielnummer des laufenden Spiels übernehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seed of the game on the table: %1</source>
        <translation>Spielnummer des laufenden Spiels: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The same seed deals the same tiles again.</source>
        <translation>Dieselbe Spielnummer teilt wieder dieselben Steine aus.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First meld</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points needed for the first meld</source>
        <translation>Benötigte Punkte für die Eröffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles each</source>
        <translation>Steine pro Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles dealt to each player</source>
        <translation>Steine, die jeder Spieler erhält</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time a turn</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn</source>
        <translation>Zeitlimit pro Zug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time bank</source>
        <translation>Zeitkonto</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Empty pool</source>
        <translation>Leerer Vorrat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When the pool is empty</source>
        <translation>Wenn der Vorrat leer ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until no one can play</source>
        <translation>Weiterspielen, bis niemand mehr legen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more turn each</source>
        <translation>Noch ein Zug pro Spieler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The official rule.</source>
        <translation>Die offizielle Regel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the round ends.</source>
        <translation>Danach endet die Runde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Length of the match</source>
        <translation>Länge der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Mehrere Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To a score</source>
        <translation>Auf Punkte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Number of rounds</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points to win</source>
        <translation>Punkte zum Sieg</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message>
        <location filename="../app/online/online_lobby.cpp" line="+393"/>
        <source>Place %1 of %2: %3 → %4</source>
        <extracomment>A rated game in the player&apos;s history: %1 their place, %2 the people at the table, %3 and %4 the rating before and after.</extracomment>
        <translation>Platz %1 von %2: %3 → %4</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>“%1” is not a lobby&apos;s address: type it as whoever runs the lobby gave it, e.g. lobby.example.org or wss://lobby.example.org:4530.</source>
        <translation>„%1“ ist keine Lobby-Adresse: Gib sie so ein, wie sie dir der Betreiber der Lobby gegeben hat, z. B. lobby.example.org oder wss://lobby.example.org:4530.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You left the quick match.</source>
        <translation>Du hast das Schnellspiel verlassen.</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+44"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>Bitte einen Namen mit höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This system gives the game no folder to keep your player&apos;s key in.</source>
        <translation>Dieses System gibt dem Spiel keinen Ordner für deinen Spielerschlüssel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your player&apos;s key could not be read or made: %1</source>
        <translation>Dein Spielerschlüssel konnte nicht gelesen oder erstellt werden: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Give your name: it is how the others see you at the lobby.</source>
        <translation>Gib deinen Namen an: So sehen dich die anderen in der Lobby.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You signed out of the lobby.</source>
        <translation>Du hast dich von der Lobby abgemeldet.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type the code your friend&apos;s table shows.</source>
        <translation>Gib den Code ein, den der Tisch deines Freundes zeigt.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Signed in at %1 as %2.</source>
        <translation>Bei %1 angemeldet als %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to %1: choose your name.</source>
        <translation>Mit %1 verbunden: Wähle deinen Namen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No lobby yet. A lobby is a server a club, a family or a community runs: type the address they gave you, then Connect.</source>
        <translation>Noch keine Lobby. Eine Lobby ist ein Server, den ein Verein, eine Familie oder eine Gemeinschaft betreibt: Gib die Adresse ein, die du bekommen hast, dann „Verbinden“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to a lobby.</source>
        <translation>Mit keiner Lobby verbunden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating %1 ± %2</source>
        <extracomment>The player&apos;s rating: %1 the rating, %2 how sure it is (the deviation), then the games it rests on.</extracomment>
        <translation>Wertung %1 ± %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, no rated games yet</source>
        <translation>%1, noch keine gewerteten Spiele</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, from %n rated game(s)</source>
        <translation>
            <numerusform>%1, aus %n gewerteten Spiel</numerusform>
            <numerusform>%1, aus %n gewerteten Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>A private rated table, %n seat(s)</source>
        <translation>
            <numerusform>Ein privater gewerteter Tisch, %n Platz</numerusform>
            <numerusform>Ein privater gewerteter Tisch, %n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A private friendly table, %n seat(s)</source>
        <translation>
            <numerusform>Ein privater Freundschaftstisch, %n Platz</numerusform>
            <numerusform>Ein privater Freundschaftstisch, %n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A rated table, %n seat(s)</source>
        <translation>
            <numerusform>Ein gewerteter Tisch, %n Platz</numerusform>
            <numerusform>Ein gewerteter Tisch, %n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>A friendly table, %n seat(s)</source>
        <translation>
            <numerusform>Ein Freundschaftstisch, %n Platz</numerusform>
            <numerusform>Ein Freundschaftstisch, %n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 sitting, %n seat(s) free</source>
        <extracomment>A table at the lobby: %1 who sits there (names), then its free seats, then its rules.</extracomment>
        <translation>
            <numerusform>Es sitzen: %1; %n Platz frei</numerusform>
            <numerusform>Es sitzen: %1; %n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>Looking for a table of %1: %n player(s) waiting, you included.</source>
        <extracomment>The quick match&apos;s wait: %1 the table&apos;s seats; then how many wait for such a table (the player too).</extracomment>
        <translation>
            <numerusform>Suche einen Tisch für %1: %n Spieler wartet, du eingeschlossen.</numerusform>
            <numerusform>Suche einen Tisch für %1: %n Spieler warten, du eingeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Seating you with AIs in the free seats…</source>
        <translation>%1 Du wirst gesetzt, KIs nehmen die freien Plätze …</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 AIs take the free seats in %n second(s).</source>
        <translation>
            <numerusform>%1 KIs nehmen die freien Plätze in %n Sekunde.</numerusform>
            <numerusform>%1 KIs nehmen die freien Plätze in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You sit at your table: %1. %2</source>
        <translation>Du sitzt an deinem Tisch: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit at your table: %1. %2. Friends join with the code %3</source>
        <translation>Du sitzt an deinem Tisch: %1. %2. Freunde kommen mit dem Code %3 dazu</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your rated table starts: taking your seat.</source>
        <translation>Dein gewerteter Tisch beginnt: Du nimmst deinen Platz ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table starts: taking your seat.</source>
        <translation>Dein Tisch beginnt: Du nimmst deinen Platz ein.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your last rated game: place %1 of %2. Your rating is now %3 (%4).</source>
        <extracomment>After a rated game: %1 the place, %2 the people at the table, %3 the new rating, %4 its change (+12, -8).</extracomment>
        <translation>Dein letztes gewertetes Spiel: Platz %1 von %2. Deine Wertung ist jetzt %3 (%4).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That name is taken at this lobby, or not allowed: choose another.</source>
        <translation>Dieser Name ist in dieser Lobby vergeben oder nicht erlaubt: Wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby did not accept your player&apos;s key.</source>
        <translation>Die Lobby hat deinen Spielerschlüssel nicht angenommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You signed in at this lobby from another window or machine: this one is signed out.</source>
        <translation>Du hast dich in einem anderen Fenster oder auf einem anderen Rechner bei dieser Lobby angemeldet: Hier bist du abgemeldet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lobby speaks another version of the game&apos;s protocol: update the game, or ask whoever runs the lobby.</source>
        <translation>Diese Lobby spricht eine andere Version des Spielprotokolls: Aktualisiere das Spiel oder frage den Betreiber der Lobby.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That table is no longer open.</source>
        <translation>Dieser Tisch ist nicht mehr offen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No private table has that code: check it with your friend.</source>
        <translation>Kein privater Tisch hat diesen Code: Prüfe ihn mit deinem Freund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who made the table starts it.</source>
        <translation>Nur wer den Tisch eröffnet hat, kann ihn starten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit at a table already: leave it first.</source>
        <translation>Du sitzt schon an einem Tisch: Verlasse ihn zuerst.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many wrong codes from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Zu viele falsche Codes von deiner Adresse: Versuche es in %n Sekunde erneut.</numerusform>
            <numerusform>Zu viele falsche Codes von deiner Adresse: Versuche es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many tables asked for at once: try again in %n second(s).</source>
        <translation>
            <numerusform>Zu viele Tische auf einmal verlangt: Versuche es in %n Sekunde erneut.</numerusform>
            <numerusform>Zu viele Tische auf einmal verlangt: Versuche es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Zu viele Anfragen auf einmal: Warte einen Moment und versuche es erneut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby is full right now: try again later.</source>
        <translation>Die Lobby ist gerade voll: Versuche es später erneut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby refused this game&apos;s request.</source>
        <translation>Die Lobby hat die Anfrage des Spiels abgelehnt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Nobody vouches for this lobby&apos;s certificate. If whoever runs the lobby gives you this fingerprint, trust it: %1</source>
        <translation>Niemand bürgt für das Zertifikat dieser Lobby. Wenn dir der Betreiber der Lobby diesen Fingerabdruck nennt, vertraue ihm: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lobby cannot be reached: %1</source>
        <translation>Die Lobby ist nicht erreichbar: %1</translation>
    </message>
</context>
<context>
    <name>OnlineRanks</name>
    <message>
        <location filename="../qml/screens/OnlineRanks.qml" line="+47"/>
        <source>What the list shows</source>
        <translation>Was die Liste zeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaderboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your rated games</source>
        <translation>Deine gewerteten Spiele</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No rated game yet: your rating moves with each one.</source>
        <translation>Noch kein gewertetes Spiel: Deine Wertung ändert sich mit jedem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has played a rated game here yet.</source>
        <translation>Hier hat noch niemand ein gewertetes Spiel gespielt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games</source>
        <extracomment>The leaderboard&apos;s column of rated games played (short).</extracomment>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1. %2, rating %3, %n rated game(s)</source>
        <extracomment>A leaderboard&apos;s line: %1 the place, %2 the name, %3 the rating, then the rated games.</extracomment>
        <translation>
            <numerusform>%1. %2, Wertung %3, %n gewertetes Spiel</numerusform>
            <numerusform>%1. %2, Wertung %3, %n gewertete Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../qml/screens/OnlineScreen.qml" line="+31"/>
        <location line="+104"/>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>‹ Menu</source>
        <translation>‹ Menü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc); you stay signed in</source>
        <translation>Zurück zum Startbildschirm (Esc); du bleibst angemeldet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lobby (a table you wait at is left, and the quick match&apos;s queue)</source>
        <translation>Die Lobby verlassen (auch den Tisch, an dem du wartest, und die Warteschlange des Schnellspiels)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Play people anywhere: a lobby lists tables, seats you with players of your strength, and keeps a rating.</source>
        <translation>Spiele mit Menschen überall: Eine Lobby zeigt Tische, setzt dich zu Spielern deiner Stärke und führt eine Wertung.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. lobby.example.org</source>
        <translation>z. B. lobby.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby&apos;s address</source>
        <translation>Die Adresse der Lobby</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the others see you</source>
        <translation>So sehen dich die anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the lobby</source>
        <translation>Dein Name in der Lobby</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trust and connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust this lobby&apos;s certificate, by the fingerprint shown, from now on</source>
        <translation>Dem Zertifikat dieser Lobby ab jetzt vertrauen, am gezeigten Fingerabdruck</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this name</source>
        <translation>Diesen Namen nehmen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the lobby and sign in with your player&apos;s key</source>
        <translation>Mit der Lobby verbinden und mit deinem Spielerschlüssel anmelden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No account and no password: the game makes a key for you, kept on this computer, that tells the lobby it is you again.</source>
        <translation>Kein Konto und kein Passwort: Das Spiel erstellt dir einen Schlüssel, der auf diesem Rechner bleibt und der Lobby sagt, dass du es wieder bist.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ratings</source>
        <translation>Wertungen</translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <location filename="../qml/screens/OnlineTables.qml" line="+110"/>
        <source>Your table is being played.</source>
        <translation>An deinem Tisch wird gespielt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to your table</source>
        <translation>Zurück an deinen Tisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your table</source>
        <translation>Dein Tisch</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Friends join with the code %1</source>
        <extracomment>A private table&apos;s code, for the player to give to friends.</extracomment>
        <translation>Freunde setzen sich mit dem Code %1 dazu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game starts when every seat is taken, or when you start it: AIs take the free seats.</source>
        <translation>Das Spiel beginnt, wenn jeder Platz besetzt ist oder wenn du es startest: KIs nehmen die freien Plätze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game starts when every seat is taken, or when the table&apos;s maker starts it.</source>
        <translation>Das Spiel beginnt, wenn jeder Platz besetzt ist oder wenn der Eröffner des Tisches es startet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start now</source>
        <translation>Jetzt starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game now; AIs take the free seats</source>
        <translation>Das Spiel jetzt starten; KIs nehmen die freien Plätze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get up from this table: its seat is free again</source>
        <translation>Vom Tisch aufstehen: der Platz ist wieder frei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick match</source>
        <translation>Schnellspiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for a quick match</source>
        <translation>Warte auf ein Schnellspiel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stop waiting</source>
        <translation>Nicht mehr warten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the quick match&apos;s queue</source>
        <translation>Die Warteschlange des Schnellspiels verlassen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick match: players of your strength</source>
        <translation>Schnellspiel: Spieler deiner Stärke</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 players</source>
        <translation>4 Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How long to wait for people before AIs take the free seats</source>
        <translation>Wie lange auf Menschen gewartet wird, bevor KIs die freien Plätze nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30 s</source>
        <translation>30 s</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>1 Min.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>2 min</source>
        <translation>2 Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min</source>
        <translation>5 Min.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find a game</source>
        <translation>Spiel finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated table with players of a similar rating; AIs take the seats nobody took after the wait</source>
        <translation>Ein gewerteter Tisch mit Spielern ähnlicher Wertung; nach der Wartezeit nehmen KIs die Plätze, die niemand nahm</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A table of your own</source>
        <translation>Ein eigener Tisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats at your table</source>
        <translation>Plätze an deinem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 seats</source>
        <translation>2 Plätze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 seats</source>
        <translation>3 Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 seats</source>
        <translation>4 Plätze</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether the table&apos;s games change ratings</source>
        <translation>Ob die Spiele des Tisches Wertungen ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Friendly</source>
        <translation>Freundschaftlich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who may sit down: anyone, or friends with the code</source>
        <translation>Wer sich setzen darf: jeder, oder Freunde mit dem Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A private table&apos;s code</source>
        <translation>Code eines privaten Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A private table&apos;s code, from your friend</source>
        <translation>Der Code eines privaten Tisches, von deinem Freund</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join by code</source>
        <translation>Mit Code beitreten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open tables (%1)</source>
        <translation>Offene Tische (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No open table right now: make one, or find a game in the quick match.</source>
        <translation>Gerade kein offener Tisch: Eröffne einen oder finde ein Spiel im Schnellspiel.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Sit down</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit down at %1</source>
        <translation>An %1 hinsetzen</translation>
    </message>
</context>
<context>
    <name>PenaltyBanner</name>
    <message numerus="yes">
        <location filename="../qml/table/PenaltyBanner.qml" line="+37"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>Die Zeit von %1 ist abgelaufen: %n Strafstein.</numerusform>
            <numerusform>Die Zeit von %1 ist abgelaufen: %n Strafsteine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile(s).</source>
        <translation>
            <numerusform>Der Tisch nach dem Zug von %1 war ungültig: %2. Alles wurde zurückgesetzt, und %1 hat %n Strafstein gezogen.</numerusform>
            <numerusform>Der Tisch nach dem Zug von %1 war ungültig: %2. Alles wurde zurückgesetzt, und %1 hat %n Strafsteine gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You drew:</source>
        <translation>Du hast gezogen:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>PlayAgainPanel</name>
    <message>
        <location filename="../qml/screens/PlayAgainPanel.qml" line="+35"/>
        <source>The host asks to play again with the same people.</source>
        <translation>Der Gastgeber fragt, ob ihr mit denselben Leuten noch einmal spielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays again</source>
        <translation>Wer noch einmal spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same people?</source>
        <translation>Mit denselben Leuten noch einmal spielen?</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You play again: the new match begins when the host deals it.</source>
        <translation>Du spielst noch einmal: Die neue Partie beginnt, wenn der Gastgeber austeilt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not play again: an AI takes your seat if the others do.</source>
        <translation>Du spielst nicht noch einmal: Eine KI übernimmt deinen Platz, wenn die anderen weiterspielen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ask the friends</source>
        <translation>Die Freunde fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the friends to play again with the same people</source>
        <translation>Die Freunde fragen, ob sie mit denselben Leuten noch einmal spielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the new match</source>
        <translation>Neue Partie austeilen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Yes, play again</source>
        <translation>Ja, noch einmal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
</context>
<context>
    <name>PlayedGames</name>
    <message>
        <location filename="../app/review/played_games.cpp" line="+27"/>
        <source>At one screen</source>
        <translation>An einem Bildschirm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends</source>
        <translation>Freunde</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Tied</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Mixed AI levels</source>
        <extracomment>Statistics: the games against AIs of more than one level (a standard and an expert AI).</extracomment>
        <translation>KIs verschiedener Stufen</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <location filename="../qml/table/PlayerRow.qml" line="+30"/>
        <source>%1 (to play): %n tile(s), total %2</source>
        <translation>
            <numerusform>%1 (am Zug): %n Stein, gesamt %2</numerusform>
            <numerusform>%1 (am Zug): %n Steine, gesamt %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n tile(s), total %2</source>
        <translation>
            <numerusform>%1: %n Stein, gesamt %2</numerusform>
            <numerusform>%1: %n Steine, gesamt %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, time bank %2</source>
        <translation>%1, Zeitkonto %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../app/settings/language.cpp" line="+55"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QuitHostedDialog</name>
    <message>
        <location filename="../qml/dialogs/QuitHostedDialog.qml" line="+19"/>
        <source>Friends are at your table</source>
        <translation>Freunde sitzen an deinem Tisch</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>End the table</source>
        <translation>Tisch beenden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause it</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Rack</name>
    <message>
        <location filename="../qml/table/Rack.qml" line="+22"/>
        <source>%1&apos;s rack</source>
        <translation>Bänkchen von %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The rack</source>
        <translation>Das Bänkchen</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1, %n tile(s)</source>
        <translation>
            <numerusform>%1, %n Stein</numerusform>
            <numerusform>%1, %n Steine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../qml/dialogs/ResumeDialog.qml" line="+70"/>
        <source>Resume your last game?</source>
        <translation>Letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be resumed</source>
        <translation>Das Spiel konnte nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>It was saved when the game was last closed. A new game sets it aside.</source>
        <translation>Es wurde beim letzten Schließen des Spiels gespeichert. Ein neues Spiel legt es beiseite.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The saved game was set aside; the game on the table goes on.</source>
        <translation>Das gespeicherte Spiel wurde beiseitegelegt; das laufende Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the saved game aside and play a new game</source>
        <translation>Gespeichertes Spiel beiseitelegen und ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume the saved game</source>
        <translation>Gespeichertes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../app/review/review_board.cpp" line="+14"/>
        <source>This is a review: the tiles lie as they were played.</source>
        <translation>Dies ist eine Rückschau: Die Steine liegen, wie sie gespielt wurden.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <location filename="../qml/screens/ReviewScreen.qml" line="+54"/>
        <source>Review of a game</source>
        <translation>Rückschau auf ein Spiel</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the review (Esc)</source>
        <translation>Die Rückschau verlassen (Esc)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review: %1</source>
        <translation>Rückschau: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Where the most could have been laid:</source>
        <translation>Wo am meisten mehr ging:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go to this turn</source>
        <translation>Zu diesem Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A review of a round still being played: another player&apos;s rack stays hidden.</extracomment>
        <translation>
            <numerusform>%n Stein, nicht gezeigt</numerusform>
            <numerusform>%n Steine, nicht gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="-266"/>
        <location line="+302"/>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1&apos;s rack is not shown while the round is being played.</source>
        <translation>Die Bank von %1 bleibt verdeckt, solange die Runde läuft.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>‹ Turn</source>
        <translation>‹ Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before</source>
        <translation>Der Schritt davor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before (Left)</source>
        <translation>Der Zug davor (Links)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn ›</source>
        <translation>Zug ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn</source>
        <translation>Der nächste Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn (Right)</source>
        <translation>Der nächste Zug (Rechts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>‹ Move</source>
        <translation>‹ Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move before</source>
        <translation>Der Schritt davor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move back (Shift+Left)</source>
        <translation>Den Spielzug einen Schritt zurück (Umschalt+Links)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move ›</source>
        <translation>Schritt ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move</source>
        <translation>Der nächste Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move on (Shift+Right)</source>
        <translation>Den Spielzug einen Schritt weiter (Umschalt+Rechts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch again</source>
        <translation>Nochmal ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn played out again as it was</source>
        <translation>Den Zug noch einmal ablaufen lassen, wie er war</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show me</source>
        <translation>Vormachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best play, played out on this turn&apos;s table (Ctrl+H)</source>
        <translation>Der beste Zug, auf dem Tisch dieses Zuges vorgemacht (Strg+H)</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../app/words/review_words.cpp" line="+15"/>
        <source>splitting %1</source>
        <translation>indem %1 geteilt wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing the joker from %1</source>
        <translation>indem der Joker aus %1 befreit wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking tiles from %1</source>
        <translation>indem Steine aus %1 genommen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joining %1 to another set</source>
        <translation>indem %1 mit einer anderen Kombination verbunden wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding to %1</source>
        <translation>indem %1 ergänzt wird</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 held back %n tile(s): a play was there, and it drew.</source>
        <translation>
            <numerusform>%1 hielt %n Stein zurück: Ein Zug war möglich, und es zog.</numerusform>
            <numerusform>%1 hielt %n Steine zurück: Ein Zug war möglich, und es zog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 laid %n tile(s): the most that could be laid.</source>
        <translation>
            <numerusform>%1 hat %n Stein gelegt: so viele wie möglich.</numerusform>
            <numerusform>%1 hat %n Steine gelegt: so viele wie möglich.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no opening yet: nothing could be laid.</source>
        <translation>%1 hatte noch keine Eröffnung: Es ließ sich nichts legen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 could lay nothing.</source>
        <translation>%1 konnte nichts legen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 laid %n tile(s)</source>
        <translation>
            <numerusform>%1 hat %n Stein gelegt</numerusform>
            <numerusform>%1 hat %n Steine gelegt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid nothing (a penalty)</source>
        <translation>%1 hat nichts gelegt (eine Strafe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid nothing</source>
        <translation>%1 hat nichts gelegt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; an opening of %n tile(s) was there.</source>
        <translation>
            <numerusform>%1; eine Eröffnung mit %n Stein war möglich.</numerusform>
            <numerusform>%1; eine Eröffnung mit %n Steinen war möglich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1; the best play laid %n tile(s), %2.</source>
        <translation>
            <numerusform>%1; der beste Zug legte %n Stein, %2.</numerusform>
            <numerusform>%1; der beste Zug legte %n Steine, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; the best play laid %n tile(s).</source>
        <translation>
            <numerusform>%1; der beste Zug legte %n Stein.</numerusform>
            <numerusform>%1; der beste Zug legte %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The best play lays %n tile(s), %1.</source>
        <translation>
            <numerusform>Der beste Zug legt %n Stein, %1.</numerusform>
            <numerusform>Der beste Zug legt %n Steine, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>Der beste Zug legt %n Stein.</numerusform>
            <numerusform>Der beste Zug legt %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 could have laid %n more tile(s), on %2 of %3 turns.</source>
        <translation>
            <numerusform>%1 hätte %n Stein mehr legen können, in %2 von %3 Zügen.</numerusform>
            <numerusform>%1 hätte %n Steine mehr legen können, in %2 von %3 Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It held back on %n turn(s) by choice.</source>
        <translation>
            <numerusform>Es hielt in %n Zug bewusst zurück.</numerusform>
            <numerusform>Es hielt in %n Zügen bewusst zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The opening could have come %n turn(s) sooner.</source>
        <translation>
            <numerusform>Die Eröffnung wäre %n Zug früher gegangen.</numerusform>
            <numerusform>Die Eröffnung wäre %n Züge früher gegangen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, %n more tile(s)</source>
        <translation>
            <numerusform>%1, %n Stein mehr</numerusform>
            <numerusform>%1, %n Steine mehr</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, turn %2: %3</source>
        <translation>Runde %1, Zug %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 played the hint&apos;s play.</source>
        <translation>%1 spielte den Zug des Tipps.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 played the hint&apos;s play</source>
        <extracomment>The start of a sentence that goes on &quot;; the best play laid 5 tiles.&quot;</extracomment>
        <translation>%1 spielte den Zug des Tipps</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1 laid the most that could be laid on %2 of %n turn(s).</source>
        <extracomment>%1 the player, %2 the turns on which it laid the most, %n all its turns.</extracomment>
        <translation>
            <numerusform>%1 legte in %2 von %n Zug das Meiste, was ging.</numerusform>
            <numerusform>%1 legte in %2 von %n Zügen das Meiste, was ging.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 took %n turn(s).</source>
        <translation>
            <numerusform>%1 spielte %n Zug.</numerusform>
            <numerusform>%1 spielte %n Züge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 played the hint&apos;s play on %n turn(s).</source>
        <translation>
            <numerusform>%1 übernahm in %n Zug den Tipp.</numerusform>
            <numerusform>%1 übernahm in %n Zügen den Tipp.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../qml/screens/RoundEndScreen.qml" line="+98"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Game over — %1 wins</source>
        <translation>Spielende – %1 gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over — it is a tie</source>
        <translation>Spielende – unentschieden</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tiles left</source>
        <translation>Reststeine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+179"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+208"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message numerus="yes">
        <location line="-177"/>
        <source>%1: %n tile(s) left worth %2, round %3, total %4</source>
        <extracomment>For screen readers: %1 the player, %2 the points of the tiles left, %3 this round&apos;s score (signed), %4 the total score.</extracomment>
        <translation>
            <numerusform>%1: %n Stein übrig im Wert von %2, diese Runde %3, gesamt %4</numerusform>
            <numerusform>%1: %n Steine übrig im Wert von %2, diese Runde %3, gesamt %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A joined table&apos;s round end: another player&apos;s rack is not shown, only its size.</extracomment>
        <translation>
            <numerusform>%n Stein, nicht gezeigt</numerusform>
            <numerusform>%n Steine, nicht gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none — went out</source>
        <translation>keine – alle ausgelegt</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scores by round</source>
        <translation>Punkte nach Runden</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Review</source>
        <translation>Durchsehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review the game turn by turn, against the best plays</source>
        <translation>Das Spiel Zug für Zug durchsehen, neben den besten Zügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and look at the table</source>
        <translation>Schließen und den Tisch ansehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the next round</source>
        <translation>Nächste Runde austeilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the lobby&apos;s tables and ratings</source>
        <translation>Zurück zu den Tischen und Wertungen der Lobby</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-62"/>
        <source>the first meld must be worth %1 to %2 points, not %3</source>
        <translation>die Eröffnung muss %1 bis %2 Punkte wert sein, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rack must start with %1 to %2 tiles, not %3</source>
        <translation>ein Bänkchen muss zu Beginn %1 bis %2 Steine haben, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty must be %1 to %2 tiles, not %3</source>
        <translation>die Strafe muss %1 bis %2 Steine betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a turn&apos;s time must be %1 to %2 seconds, not %3</source>
        <translation>die Zeit pro Zug muss %1 bis %2 Sekunden betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty for running out of time must be %1 to %2 tiles, not %3</source>
        <translation>die Strafe bei abgelaufener Zeit muss %1 bis %2 Steine betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank must be %1 to %2 seconds, not %3</source>
        <translation>ein Zeitkonto muss %1 bis %2 Sekunden betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time added after each turn must be %1 to %2 seconds, not %3</source>
        <translation>die nach jedem Zug dazukommende Zeit muss %1 bis %2 Sekunden betragen, nicht %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a match must have %1 to %2 rounds, not %3</source>
        <translation>eine Partie muss %1 bis %2 Runden haben, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score must be %1 to %2, not %3</source>
        <translation>die Zielpunktzahl muss %1 bis %2 betragen, nicht %3</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/SaveGameDialog.qml" line="+54"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>Tile-Rummy-Spiele (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SaveSession</name>
    <message>
        <location filename="../app/session/save_session.cpp" line="+28"/>
        <source>A game at a table another machine hosts is saved there, by its host.</source>
        <translation>Ein Spiel an einem Tisch, den ein anderer Rechner ausrichtet, speichert dessen Gastgeber.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Your last game could not be opened: %1. The file was kept, unchanged, as %2.</source>
        <translation>Dein letztes Spiel konnte nicht geöffnet werden: %1. Die Datei wurde unverändert als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last game could not be opened: %1. It could not be moved aside either, so this game will not be saved automatically (the file is left as it is).</source>
        <translation>Dein letztes Spiel konnte nicht geöffnet werden: %1. Die Datei ließ sich auch nicht beiseitelegen, daher wird dieses Spiel nicht automatisch gespeichert (die Datei bleibt, wie sie ist).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2, saved %3</source>
        <translation>%1, Runde %2, gespeichert am %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no saved game to resume.</source>
        <translation>Es gibt kein gespeichertes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be resumed: %1. It was kept as %2.</source>
        <translation>Das gespeicherte Spiel konnte nicht fortgesetzt werden: %1. Es wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your unfinished game (%1) was kept as %2. Open (Ctrl+O) plays it on.</source>
        <translation>Dein unvollendetes Spiel (%1) wurde als %2 aufbewahrt. Öffnen (Strg+O) spielt es weiter.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No game to review.</source>
        <translation>Kein Spiel zum Durchsehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be replayed.</source>
        <translation>Das gespeicherte Spiel konnte nicht nachgespielt werden.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../app/record/scoreboard.cpp" line="+104"/>
        <source>%1 went out!</source>
        <translation>%1 hat alle Steine abgelegt!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You went out!</source>
        <translation>Alle Steine abgelegt!</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <location filename="../qml/screens/SeatList.qml" line="+17"/>
        <source>here</source>
        <translation>hier</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Seat %1: a friend</source>
        <translation>Platz %1: ein Freund</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting…</source>
        <translation>wartet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away, the AI plays</source>
        <translation>weg, die KI spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined</source>
        <translation>dabei</translation>
    </message>
</context>
<context>
    <name>SeatTakenOverDialog</name>
    <message>
        <location filename="../qml/dialogs/SeatTakenOverDialog.qml" line="+17"/>
        <source>A seat was taken over</source>
        <translation>Ein Platz wurde übernommen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Free the seat</source>
        <translation>Platz freigeben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was them: keep it</source>
        <extracomment>The seat taken over stays as it is: it was its player, on another connection.</extracomment>
        <translation>Das war der Freund: so lassen</translation>
    </message>
</context>
<context>
    <name>SetChooser</name>
    <message>
        <location filename="../qml/input/SetChooser.qml" line="+39"/>
        <source>Set %1: %2, fits</source>
        <extracomment>A set in the list of sets to put the selected tiles into: %1 its number, %2 its words.</extracomment>
        <translation>Kombination %1: %2, passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set %1: %2</source>
        <translation>Kombination %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new set</source>
        <translation>Eine neue Kombination</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Put %n tile(s) into</source>
        <extracomment>The title of the list of sets the selected tiles can go into.</extracomment>
        <translation>
            <numerusform>%n Stein legen in</numerusform>
            <numerusform>%n Steine legen in</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetView</name>
    <message>
        <location filename="../qml/table/SetView.qml" line="+78"/>
        <source>, </source>
        <extracomment>Separates the tiles of a set read out by a screen reader.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>run %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished set %1</source>
        <translation>unfertige Kombination %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a valid run or group</source>
        <translation>keine gültige Reihe oder Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too short</source>
        <translation>zu kurz</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Set %1: %2</source>
        <extracomment>A set&apos;s handle for screen readers: %1 its number on the table, %2 what it is (&quot;run red 3, red 4, red 5&quot;).</extracomment>
        <translation>Kombination %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space selects the whole set; Enter puts the selected tiles at its end</source>
        <translation>Leertaste wählt die ganze Kombination; Eingabetaste legt die gewählten Steine an ihr Ende</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Drag to move the whole set; click to select it</source>
        <translation>Ziehen, um die ganze Kombination zu verschieben; klicken, um sie auszuwählen</translation>
    </message>
</context>
<context>
    <name>SetWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-177"/>
        <source>An empty set was left on the table.</source>
        <translation>Auf dem Tisch ist eine leere Kombination zurückgeblieben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is alone: the joker you freed must be played in a set this turn.</source>
        <translation>%1 liegt allein: Den befreiten Joker musst du in diesem Zug in einer Kombination auslegen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: the joker(s) you freed must be played in a set of at least three tiles this turn.</source>
        <translation>
            <numerusform>%1: Den befreiten Joker musst du in diesem Zug in einer Kombination aus mindestens drei Steinen auslegen.</numerusform>
            <numerusform>%1: Die befreiten Joker musst du in diesem Zug in Kombinationen aus mindestens drei Steinen auslegen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is alone: a tile you take from a set must be played in another set this turn.</source>
        <translation>%1 liegt allein: Einen Stein, den du aus einer Kombination nimmst, musst du in diesem Zug in einer anderen Kombination auslegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is alone: a run or group needs at least three tiles.</source>
        <translation>%1 liegt allein: Eine Reihe oder Gruppe braucht mindestens drei Steine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: this set now has only two tiles; a run or group needs at least three.</source>
        <translation>%1: Diese Kombination hat jetzt nur noch zwei Steine; eine Reihe oder Gruppe braucht mindestens drei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tiles you took out must be played in sets of at least three this turn.</source>
        <translation>%1: Die herausgenommenen Steine musst du in diesem Zug in Kombinationen aus mindestens drei Steinen auslegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: this set has only two tiles; a run or group needs at least three.</source>
        <translation>%1: Diese Kombination hat nur zwei Steine; eine Reihe oder Gruppe braucht mindestens drei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a set holds at most two jokers.</source>
        <translation>%1: Eine Kombination darf höchstens zwei Joker enthalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same tile twice; a run needs different numbers and a group different colours.</source>
        <translation>%1: Derselbe Stein kommt zweimal vor; eine Reihe braucht verschiedene Zahlen und eine Gruppe verschiedene Farben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a group has at most four tiles, one of each colour.</source>
        <translation>%1: Eine Gruppe hat höchstens vier Steine, einen von jeder Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a group needs tiles of different colours.</source>
        <translation>%1: Eine Gruppe braucht Steine in verschiedenen Farben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs each number once.</source>
        <translation>%1: In einer Reihe darf jede Zahl nur einmal vorkommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run has at most 13 tiles.</source>
        <translation>%1: Eine Reihe hat höchstens 13 Steine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run can&apos;t go on from 13 to 1.</source>
        <translation>%1: Eine Reihe kann nicht von 13 nach 1 weiterlaufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs consecutive numbers.</source>
        <translation>%1: Eine Reihe braucht aufeinanderfolgende Zahlen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: a run needs consecutive numbers, and the joker(s) can&apos;t fill all the gaps.</source>
        <translation>
            <numerusform>%1: Eine Reihe braucht aufeinanderfolgende Zahlen, und der Joker kann nicht alle Lücken füllen.</numerusform>
            <numerusform>%1: Eine Reihe braucht aufeinanderfolgende Zahlen, und die Joker können nicht alle Lücken füllen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a run is one colour with consecutive numbers and a group one number in different colours; this set is neither.</source>
        <translation>%1: Eine Reihe besteht aus aufeinanderfolgenden Zahlen in einer Farbe, eine Gruppe aus einer Zahl in verschiedenen Farben; diese Kombination ist weder das eine noch das andere.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+32"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+20"/>
        <source>Tile size</source>
        <translation>Steingröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Hints in games</source>
        <translation>Tipps im Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: the Hint button and Ctrl+H do nothing in games (the tutorial keeps its help).</source>
        <translation>Aus: Die Schaltfläche „Tipp“ und Strg+H sind im Spiel ohne Funktion (das Tutorial behält seine Hilfe).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A friend who drops</source>
        <translation>Wartezeit bei Abbruch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long a friend on another machine who lost the connection keeps their seat before the AI plays it</source>
        <translation>Wie lange ein Freund an einem anderen Rechner nach einem Verbindungsabbruch seinen Platz behält, bevor die KI für ihn spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>1 Min.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 min</source>
        <translation>2 Min.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 min</source>
        <translation>5 Min.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watchers</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many people may watch a table you host (they see what a bystander sees: no rack)</source>
        <translation>Wie viele Leute einem Tisch zuschauen dürfen, den du ausrichtest (sie sehen, was ein Zuschauer sieht: kein Bänkchen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time a turn</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn in new games</source>
        <translation>Zeitlimit pro Zug in neuen Spielen</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>30 s</source>
        <translation>30 s</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>For new games.</source>
        <translation>Gilt für neue Spiele.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore the default settings</source>
        <translation>Standardeinstellungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About…</source>
        <translation>Über…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tile Rummy</source>
        <translation>Über Tile Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the settings</source>
        <translation>Einstellungen schließen</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/table/SidePanel.qml" line="+50"/>
        <source>Game log and scores</source>
        <translation>Spielprotokoll und Punkte</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+30"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Turn</source>
        <extracomment>Must match the start of the turn lines of the log (&quot;Turn 3: ...&quot;).</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Fewer details</source>
        <translation>Weniger Details</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by set</source>
        <translation>Kombination für Kombination</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Play this turn again</source>
        <translation>Diesen Zug noch einmal zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play this turn again, step by step, in the review</source>
        <translation>Diesen Zug beim Durchsehen Schritt für Schritt noch einmal zeigen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No round scored yet.</source>
        <translation>Noch keine Runde gewertet.</translation>
    </message>
</context>
<context>
    <name>SortButtons</name>
    <message>
        <location filename="../qml/table/SortButtons.qml" line="+18"/>
        <source>Sort by colour, for runs</source>
        <translation>Nach Farbe sortieren, für Reihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by colour and number, for runs (Ctrl+1)</source>
        <translation>Bänkchen nach Farbe und Zahl sortieren, für Reihen (Strg+1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sort by number, for groups</source>
        <translation>Nach Zahl sortieren, für Gruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by number, for groups (Ctrl+2)</source>
        <translation>Bänkchen nach Zahl sortieren, für Gruppen (Strg+2)</translation>
    </message>
</context>
<context>
    <name>SpokenNews</name>
    <message>
        <location filename="../app/news/spoken_news.cpp" line="+57"/>
        <source>Your penalty tiles: %1.</source>
        <translation>Deine Strafsteine: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Your turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>Du bist dran; im Vorrat liegt %n Stein.</numerusform>
            <numerusform>Du bist dran; im Vorrat liegen %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>%1 ist dran; im Vorrat liegt %n Stein.</numerusform>
            <numerusform>%1 ist dran; im Vorrat liegen %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>Your opening needs %n point(s).</source>
        <translation>
            <numerusform>Deine Eröffnung braucht %n Punkt.</numerusform>
            <numerusform>Deine Eröffnung braucht %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>Your opening needs %n point(s); your new sets are worth %1.</source>
        <extracomment>%n the points the opening needs, %1 what the sets laid so far this turn are worth.</extracomment>
        <translation>
            <numerusform>Deine Eröffnung braucht %n Punkt; deine neuen Kombinationen sind %1 wert.</numerusform>
            <numerusform>Deine Eröffnung braucht %n Punkte; deine neuen Kombinationen sind %1 wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You opened with %n tile(s), worth %1 points.</source>
        <translation>
            <numerusform>Du hast mit %n Stein eröffnet, %1 Punkte wert.</numerusform>
            <numerusform>Du hast mit %n Steinen eröffnet, %1 Punkte wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You laid %n tile(s).</source>
        <translation>
            <numerusform>Du hast %n Stein gelegt.</numerusform>
            <numerusform>Du hast %n Steine gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turn log has each set.</source>
        <extracomment>After a play told in short (&quot;Expert AI rebuilt 5 sets and laid 3 tiles.&quot;): where its sets are told.</extracomment>
        <translation>Das Zugprotokoll nennt jede Kombination.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2 points, total %3</source>
        <extracomment>A player&apos;s score in the round and the match&apos;s total, spoken: &quot;Ana 25 points, total 40&quot;.</extracomment>
        <translation>%1 %2 Punkte, gesamt %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores: %1.</source>
        <translation>Punkte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match.</source>
        <translation>%1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 %n tile(s)</source>
        <extracomment>A rack&apos;s count in the game&apos;s state: &quot;Ana 12 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%1 %n Stein</numerusform>
            <numerusform>%1 %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks: %1.</source>
        <translation>Bänkchen: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The pool has %n tile(s).</source>
        <translation>
            <numerusform>Im Vorrat liegt %n Stein.</numerusform>
            <numerusform>Im Vorrat liegen %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Round %1.</source>
        <translation>Runde %1.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/screens/StartScreen.qml" line="+49"/>
        <source>Start screen</source>
        <translation>Startbildschirm</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs, groups and the art of rearranging the table</source>
        <translation>Reihen, Gruppen und die Kunst, den Tisch umzubauen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Forget it</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave that table for good: its host&apos;s AI plays your seat</source>
        <translation>Den Tisch endgültig verlassen: Die KI des Gastgebers spielt deinen Platz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Taking your seat back…</source>
        <translation>Dein Platz wird zurückgeholt…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Play</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game on the table</source>
        <translation>Zurück zum laufenden Spiel</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+9"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Choose the players and deal</source>
        <translation>Spieler wählen und austeilen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Join a game…</source>
        <translation>Einem Spiel beitreten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at a table another machine hosts</source>
        <translation>An einem Tisch spielen, den ein anderer Rechner ausrichtet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play online…</source>
        <translation>Online spielen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find players at a lobby: open tables, a quick match, ratings</source>
        <translation>Spieler in einer Lobby finden: offene Tische, Schnellspiel, Wertungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Learn to rearrange: lessons (%1 of %2 done)</source>
        <translation>Umbauen lernen: Lektionen (%1 von %2 geschafft)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: the tutorial</source>
        <translation>Spielen lernen: das Tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short lessons, from the first meld to the hard moves</source>
        <translation>Kurze Lektionen, von der Eröffnung bis zu den kniffligen Tricks</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Practice puzzles (%1 solved)</source>
        <translation>Übungsrätsel (%1 gelöst)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice puzzles: find the best play</source>
        <translation>Übungsrätsel: Finde den besten Zug</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review this game</source>
        <translation>Dieses Spiel durchsehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game on the table, turn by turn, against the best plays</source>
        <translation>Das Spiel auf dem Tisch Zug für Zug durchgehen, neben den besten Zügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your games and statistics</source>
        <translation>Deine Spiele und Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games you finished, to review, and how you play against each level</source>
        <translation>Deine beendeten Spiele zum Durchsehen, und wie du gegen jede Stufe spielst</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The version, the licence and the credits</source>
        <translation>Version, Lizenz und Danksagungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../qml/screens/StatisticsCharts.qml" line="+126"/>
        <source>Games won against each level (of the last %1)</source>
        <translation>Gewonnene Spiele je Stufe (von den letzten %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games against that level</source>
        <translation>Spiele gegen diese Stufe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points per round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds, the latest last</source>
        <translation>Runden, die letzte zuletzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Tiles missed per turn</source>
        <translation>Verpasste Steine je Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games, the latest last</source>
        <translation>Spiele, das letzte zuletzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tiles missed</source>
        <translation>Verpasste Steine</translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <location filename="../qml/table/TableArea.qml" line="+31"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lay your sets here.</source>
        <translation>Lege deine Kombinationen hier aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open with runs and groups worth at least %1 points.</source>
        <translation>Eröffne mit Reihen und Gruppen im Wert von mindestens %1 Punkten.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Drop here for a new set</source>
        <translation>Für eine neue Kombination hier ablegen</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/words/chat_words.cpp" line="+10"/>
        <source>Good move!</source>
        <translation>Guter Zug!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One moment, please.</source>
        <translation>Einen Moment bitte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well played.</source>
        <translation>Gut gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thanks!</source>
        <translation>Danke!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good luck!</source>
        <translation>Viel Glück!</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <extracomment>A chat line: %1 who said it, %2 what they said.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 says: %2</source>
        <extracomment>A chat line read aloud: %1 who said it, %2 what they said.</extracomment>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_chat.cpp" line="+99"/>
        <source>That is not one of the quick phrases.</source>
        <translation>Das ist keiner der schnellen Sätze.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write something first.</source>
        <translation>Schreib zuerst etwas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chat line of at most %1 characters, please.</source>
        <translation>Eine Chatzeile von höchstens %1 Zeichen, bitte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watchers read the chat; only the players write in it.</source>
        <translation>Zuschauer lesen den Chat mit; nur die Spieler schreiben darin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table with friends is on.</source>
        <translation>Es läuft kein Tisch mit Freunden.</translation>
    </message>
</context>
<context>
    <name>TableGuest</name>
    <message>
        <location filename="../app/netplay/table_guest.cpp" line="+98"/>
        <source>Joining a table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the game to begin</source>
        <translation>Warten auf den Spielbeginn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection was lost</source>
        <translation>Die Verbindung ist abgerissen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table could not be joined</source>
        <translation>Dem Tisch konnte nicht beigetreten werden</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You are no longer at the table</source>
        <translation>Du sitzt nicht mehr am Tisch</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>“%1” is not the address of a table: type it as the host&apos;s screen shows it, e.g. 192.168.1.5:4520.</source>
        <translation>„%1“ ist keine Adresse eines Tisches: Gib sie so ein, wie der Bildschirm des Gastgebers sie zeigt, z. B. 192.168.1.5:4520.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your name: it is how the others see you at the table.</source>
        <translation>Gib deinen Namen an: So sehen dich die anderen am Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>Bitte einen Namen mit höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fingerprint is 32 pairs of hexadecimal digits (AB:CD:…), as the host&apos;s screen shows it.</source>
        <translation>Der Fingerabdruck besteht aus 32 Paaren hexadezimaler Ziffern (AB:CD:…), wie der Bildschirm des Gastgebers ihn zeigt.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The game begins when every seat has its player.</source>
        <translation>Du hast einen Platz. Das Spiel beginnt, sobald jeder Platz besetzt ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Taking your seat back…</source>
        <translation>%1 Dein Platz wird zurückgeholt…</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Your seat was taken back on another connection. If that was not you, tell the host: they can free your seat, and you join again with the code.</source>
        <translation>Dein Platz wurde über eine andere Verbindung zurückgenommen. Wenn du das nicht warst, sag es dem Gastgeber: Er kann deinen Platz freigeben, und du trittst mit dem Code wieder bei.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The host freed your seat for someone else to take. If you are to play on, ask the host for the code and join again.</source>
        <translation>Der Gastgeber hat deinen Platz für jemand anderen freigegeben. Wenn du weiterspielen sollst, frag den Gastgeber nach dem Code und tritt wieder bei.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The host sent what cannot be (%1): the table was left.</source>
        <translation>Der Gastgeber hat Unmögliches geschickt (%1): Der Tisch wurde verlassen.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This table was opened by another version of Tile Rummy: both need the same version.</source>
        <translation>Dieser Tisch wurde mit einer anderen Version von Tile Rummy eröffnet: Beide brauchen dieselbe Version.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Joining a table to watch</source>
        <translation>Einem Tisch zum Zuschauen beitreten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match with the same people</source>
        <translation>Eine neue Partie mit denselben Leuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host paused the table</source>
        <translation>Der Gastgeber hat den Tisch pausiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You no longer watch the table</source>
        <translation>Du schaust dem Tisch nicht mehr zu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You watch this table. The game begins when every seat has its player.</source>
        <translation>Du schaust diesem Tisch zu. Das Spiel beginnt, sobald jeder Platz besetzt ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the new match…</source>
        <translation>Du schaust der neuen Partie zu…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Watching again…</source>
        <translation>%1 Du schaust wieder zu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking your seat at the new match…</source>
        <translation>Du nimmst deinen Platz in der neuen Partie ein…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>Dein Platz bleibt dir: Du sitzt wieder am Tisch, sobald der Gastgeber das Spiel wieder öffnet.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This table&apos;s host has an older Tile Rummy, which cannot take watchers.</source>
        <translation>Der Gastgeber dieses Tisches hat ein älteres Tile Rummy, das keine Zuschauer kennt.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This table needs its code: the host&apos;s screen shows it.</source>
        <translation>Dieser Tisch braucht seinen Code: Der Bildschirm des Gastgebers zeigt ihn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not this table&apos;s code: the host&apos;s screen shows it.</source>
        <translation>Das ist nicht der Code dieses Tisches: Der Bildschirm des Gastgebers zeigt ihn.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for %n second(s). Try again then.</source>
        <translation>
            <numerusform>Dieser Tisch hat zu viele falsche Codes bekommen: %n Sekunde lang lässt er niemanden Neues beitreten. Versuch es dann noch einmal.</numerusform>
            <numerusform>Dieser Tisch hat zu viele falsche Codes bekommen: %n Sekunden lang lässt er niemanden Neues beitreten. Versuch es dann noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for now. Try again in a minute.</source>
        <translation>Dieser Tisch hat zu viele falsche Codes bekommen: Im Moment lässt er niemanden Neues beitreten. Versuch es in einer Minute noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone called %1 is at this table already: join with another name.</source>
        <translation>Am Tisch sitzt schon jemand namens %1: Tritt mit einem anderen Namen bei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table&apos;s games are over.</source>
        <translation>Die Spiele an diesem Tisch sind vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed this table.</source>
        <translation>Der Gastgeber hat diesen Tisch geschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host&apos;s game was closed. Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>Das Spiel des Gastgebers wurde geschlossen. Dein Platz bleibt dir: Du sitzt wieder am Tisch, sobald der Gastgeber das Spiel wieder öffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table does not know your seat: it is not the table you were at. Your seat is kept, to rejoin when its host opens that game again.</source>
        <translation>Dieser Tisch kennt deinen Platz nicht: Es ist nicht der Tisch, an dem du warst. Dein Platz bleibt gespeichert, um zurückzukehren, wenn der Gastgeber dieses Spiel wieder öffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat&apos;s key is out of date: it was used to come back to the table, and the host gave a new one to that connection. If that was not you, tell the host.</source>
        <translation>Der Schlüssel deines Platzes ist veraltet: Mit ihm ist jemand an den Tisch zurückgekehrt, und der Gastgeber hat dieser Verbindung einen neuen gegeben. Wenn du das nicht warst, sag es dem Gastgeber.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The host deals a new match with the same people: watching it…</source>
        <translation>Der Gastgeber teilt eine neue Partie mit denselben Leuten aus: Du schaust zu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a new match with the same people: taking your seat…</source>
        <translation>Der Gastgeber teilt eine neue Partie mit denselben Leuten aus: Du nimmst deinen Platz ein…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table takes no watchers, or no more of them.</source>
        <translation>Dieser Tisch lässt keine Zuschauer zu, oder keine weiteren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host asked you to stop watching this table.</source>
        <translation>Der Gastgeber hat dich gebeten, diesem Tisch nicht mehr zuzuschauen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not pass on your chat line: wait a moment between lines.</source>
        <translation>Der Gastgeber hat deine Chatzeile nicht weitergegeben: Warte einen Moment zwischen den Zeilen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host did not take the move: it is not your turn.</source>
        <translation>Der Gastgeber hat den Zug nicht angenommen: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not take the move: it names tiles you do not hold.</source>
        <translation>Der Gastgeber hat den Zug nicht angenommen: Er nennt Steine, die du nicht hast.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 The seat could not be taken back.</source>
        <translation>%1 Der Platz konnte nicht zurückgeholt werden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This table&apos;s certificate is its host&apos;s own: nobody else vouches for it. Its fingerprint begins %1. Ask the host whether the one beside their code begins the same; if it does, trust it and join.</source>
        <extracomment>%1 the start of a certificate&apos;s fingerprint, &quot;AB:CD:EF:01:23:45:67:89&quot;.</extracomment>
        <translation>Das Zertifikat dieses Tisches hat sein Gastgeber selbst erstellt: Niemand sonst bürgt dafür. Sein Fingerabdruck beginnt mit %1. Frag den Gastgeber, ob der neben seinem Code genauso beginnt; wenn ja, vertrau ihm und spiel mit.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="+74"/>
        <source>Nobody watches the table now.</source>
        <translation>Jetzt schaut niemand mehr zu.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Someone came to watch: %n watcher(s) now.</source>
        <translation>
            <numerusform>Jemand schaut jetzt zu: %n Zuschauer.</numerusform>
            <numerusform>Jemand schaut jetzt zu: %n Zuschauer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Someone stopped watching: %n watcher(s) now.</source>
        <translation>
            <numerusform>Jemand schaut nicht mehr zu: %n Zuschauer.</numerusform>
            <numerusform>Jemand schaut nicht mehr zu: %n Zuschauer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>While you were away the AI laid %n tile(s) for you.</source>
        <translation>
            <numerusform>Während du weg warst, hat die KI %n Stein für dich gelegt.</numerusform>
            <numerusform>Während du weg warst, hat die KI %n Steine für dich gelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It also drew %n tile(s).</source>
        <translation>
            <numerusform>Außerdem hat sie %n Stein gezogen.</numerusform>
            <numerusform>Außerdem hat sie %n Steine gezogen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>While you were away the AI drew %n tile(s) for you.</source>
        <translation>
            <numerusform>Während du weg warst, hat die KI %n Stein für dich gezogen.</numerusform>
            <numerusform>Während du weg warst, hat die KI %n Steine für dich gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While you were away the AI passed for you.</source>
        <translation>Während du weg warst, hat die KI für dich gepasst.</translation>
    </message>
</context>
<context>
    <name>TableHost</name>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="+75"/>
        <source>%1 no longer watches: sent away.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 schaut nicht mehr zu: weggeschickt.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This table is not encrypted (%1): on a shared network, others could read its code.</source>
        <translation>Dieser Tisch ist nicht verschlüsselt (%1): In einem geteilten Netz könnten andere seinen Code mitlesen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n wrong join code(s) from %1: it must wait before trying again.</source>
        <translation>
            <numerusform>%n falscher Beitrittscode von %1: Diese Adresse muss warten, bevor sie es wieder versucht.</numerusform>
            <numerusform>%n falsche Beitrittscodes von %1: Diese Adresse muss warten, bevor sie es wieder versucht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table could not be opened to the network: %1</source>
        <translation>Der Tisch konnte nicht im Netzwerk geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1&apos;s seat is free: the game waits for whoever joins with the code.</source>
        <extracomment>%1 a friend&apos;s name.</extracomment>
        <translation>Der Platz von %1 ist frei: Das Spiel wartet auf den, der mit dem Code beitritt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s seat was taken back with %1&apos;s key from %2, while %1 was connected from %3. If that was not %1, free the seat: whoever took it goes, the key opens nothing any more, and the game waits until %1 joins again with the code (you may give the table a new code first).</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses.</extracomment>
        <translation>Der Platz von %1 wurde mit dem Schlüssel von %1 von %2 aus zurückgenommen, während %1 von %3 aus verbunden war. Wenn das nicht %1 war, gib den Platz frei: Wer ihn genommen hat, muss gehen, der Schlüssel öffnet nichts mehr, und das Spiel wartet, bis %1 mit dem Code wieder beitritt (du kannst dem Tisch vorher einen neuen Code geben).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host&apos;s game was closed. Your seat is kept for you: when the host opens the game again, you are seated again.</source>
        <translation>Das Spiel des Gastgebers wurde geschlossen. Dein Platz bleibt für dich frei: Wenn der Gastgeber das Spiel wieder öffnet, sitzt du wieder am Tisch.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host has ended this table.</source>
        <translation>Der Gastgeber hat diesen Tisch beendet.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</source>
        <extracomment>%1 the friends&apos; names as a list (&quot;Ann and Bea&quot;); %n how many they are.</extracomment>
        <translation>
            <numerusform>%1 spielt an deinem Tisch. Beende den Tisch oder pausiere ihn: Das Spiel bleibt erhalten, und wenn du es wieder öffnest, sitzt %1 wieder am Tisch.</numerusform>
            <numerusform>%1 spielen an deinem Tisch. Beende den Tisch oder pausiere ihn: Das Spiel bleibt erhalten, und wenn du es wieder öffnest, sitzen sie wieder am Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1&apos;s seat was taken back on a new connection from %2.</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses (&quot;192.168.1.7&quot;).</extracomment>
        <translation>%1s Platz wurde über eine neue Verbindung von %2 zurückgenommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s seat was taken back from %2 while %1 was connected from %3: if that was not %1, free the seat.</source>
        <translation>%1s Platz wurde von %2 aus zurückgenommen, während %1 von %3 aus verbunden war: Wenn das nicht %1 war, gib den Platz frei.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n address(es). New players wait %2 s; the friends seated play on.</source>
        <translation>
            <numerusform>Jemand rät den Code dieses Tisches: %1 falsche Codes in einer Minute von %n Adresse. Neue Spieler warten %2 s; wer schon sitzt, spielt weiter.</numerusform>
            <numerusform>Jemand rät den Code dieses Tisches: %1 falsche Codes in einer Minute von %n Adressen. Neue Spieler warten %2 s; wer schon sitzt, spielt weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No table is open.</source>
        <translation>Es ist kein Tisch offen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A code of %1 to %2 letters and digits, please.</source>
        <translation>Bitte einen Code aus %1 bis %2 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Each deal was committed to before it was played, and its seed shown to your friends at the end: their games have checked it.</source>
        <translation>Jede Verteilung war vor dem Spiel festgelegt, und ihre Spielnummer wurde deinen Freunden am Ende gezeigt: Ihre Spiele haben sie geprüft.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="-85"/>
        <source>%1 joined the table.</source>
        <translation>%1 sitzt jetzt mit am Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them until they are back.</source>
        <translation>%1 ist weg: die KI spielt für %1, bis %1 zurück ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lost the connection; their seat waits for them.</source>
        <translation>%1 hat die Verbindung verloren; der Platz bleibt frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sat down at the table.</source>
        <translation>%1 hat sich an den Tisch gesetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 ist wieder am Tisch.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is watching the table.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 schaut dem Tisch zu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 no longer watches.</source>
        <translation>%1 schaut nicht mehr zu.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 left the table: the AI plays for them.</source>
        <translation>%1 hat den Tisch verlassen: Die KI spielt für sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is away: the AI plays for them.</source>
        <translation>%1 ist nicht da: Die KI spielt für sie.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 is away: the AI plays for them in %n second(s).</source>
        <translation>
            <numerusform>%1 ist nicht da: Die KI spielt in %n Sekunde für sie.</numerusform>
            <numerusform>%1 ist nicht da: Die KI spielt in %n Sekunden für sie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them if they are not back soon.</source>
        <translation>%1 ist nicht da: Die KI spielt für sie, wenn sie nicht bald zurück sind.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: yes, again</source>
        <extracomment>After the match, who plays again: %1 a player&apos;s name.</extracomment>
        <translation>%1: ja, noch einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: has not answered yet</source>
        <translation>%1: hat noch nicht geantwortet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no (an AI takes the seat)</source>
        <translation>%1: nein (eine KI übernimmt den Platz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: plays again</source>
        <translation>%1: spielt wieder mit</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="-236"/>
        <source>The host has closed this table.</source>
        <translation>Der Gastgeber hat diesen Tisch geschlossen.</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message numerus="yes">
        <location filename="../qml/input/TableInput.qml" line="+60"/>
        <source>%1 selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 ausgewählt, %n Stein insgesamt</numerusform>
            <numerusform>%1 ausgewählt, %n Steine insgesamt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 not selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 nicht ausgewählt, %n Stein insgesamt</numerusform>
            <numerusform>%1 nicht ausgewählt, %n Steine insgesamt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTip</name>
    <message>
        <location filename="../qml/table/TableTip.qml" line="+45"/>
        <source>While you wait, you may plan your move on the table: nobody else sees it.</source>
        <translation>Während du wartest, kannst du deinen Zug auf dem Tisch planen: niemand sonst sieht ihn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your plan: nobody else sees it. It becomes your move when your turn comes.</source>
        <translation>Dein Plan: niemand sonst sieht ihn. Er wird dein Zug, wenn du an der Reihe bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: click tiles to pick several, then drag one of them: they all go together.</source>
        <translation>Hinweis: Klicke Steine an, um mehrere zu wählen, und ziehe dann einen davon: Sie kommen alle mit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: hold Shift while you drag a tile of the table to take it with every tile to its right.</source>
        <translation>Hinweis: Halte die Umschalttaste, während du einen Stein vom Tisch ziehst, um ihn mit allen Steinen rechts davon zu nehmen.</translation>
    </message>
</context>
<context>
    <name>ThemedComboBox</name>
    <message>
        <location filename="../qml/controls/ThemedComboBox.qml" line="+47"/>
        <source>%1: %2</source>
        <extracomment>A drop-down as a screen reader names it: %1 what it chooses, %2 the choice (&quot;Language: Deutsch&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1, %2 of %3</source>
        <extracomment>A drop-down&apos;s open list, read by a screen reader: %1 the option, %2 its place, %3 how many.</extracomment>
        <translation>%1, %2 von %3</translation>
    </message>
</context>
<context>
    <name>ThemedSwitch</name>
    <message>
        <location filename="../qml/controls/ThemedSwitch.qml" line="+12"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
</context>
<context>
    <name>ThemedTextField</name>
    <message>
        <location filename="../qml/controls/ThemedTextField.qml" line="+32"/>
        <source>%1: %2</source>
        <extracomment>A text field read by a screen reader: %1 what it is for, %2 what is in it.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <location filename="../qml/table/Tile.qml" line="+87"/>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid this turn</source>
        <translation>in diesem Zug gelegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>just drawn</source>
        <translation>gerade gezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid in the last turn</source>
        <translation>im letzten Zug gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your plan</source>
        <translation>in deinem Plan</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <location filename="../app/words/tile_data.cpp" line="+141"/>
        <source>, </source>
        <extracomment>Joins the states of a tile for screen readers: &quot;selected, laid this turn&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+73"/>
        <source>J</source>
        <extracomment>The letter printed on a joker tile.</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="-141"/>
        <location filename="../app/words/tile_data.cpp" line="-96"/>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../app/words/tile_data.cpp" line="+4"/>
        <source>black</source>
        <translation>schwarze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>red</source>
        <translation>rote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>blue</source>
        <translation>blaue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Joker, standing for %1.</source>
        <translation>Joker, steht für %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker, standing for one of: %1.</source>
        <extracomment>A joker that may stand for several tiles: &quot;red 2, red 5&quot;.</extracomment>
        <translation>Joker, steht für eines von: %1.</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+1"/>
        <location filename="../app/words/tile_data.cpp" line="-78"/>
        <source>%1 %2</source>
        <extracomment>A tile&apos;s spoken name: %1 is its colour, %2 its number, e.g. &quot;red 7&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>TimeBankChoice</name>
    <message>
        <location filename="../qml/dialogs/TimeBankChoice.qml" line="+24"/>
        <source>Time bank for each player</source>
        <translation>Zeitkonto für jeden Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time added after each turn</source>
        <translation>Zeit, die nach jedem Zug dazukommt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Added to the bank after each turn. When a bank runs out, the AI plays that turn.</source>
        <translation>Kommt nach jedem Zug zum Zeitkonto dazu. Ist ein Zeitkonto leer, spielt die KI diesen Zug.</translation>
    </message>
</context>
<context>
    <name>TurnBoard</name>
    <message>
        <location filename="../app/board/turn_board.cpp" line="+29"/>
        <source>Tiles cannot be moved now.</source>
        <translation>Die Steine können gerade nicht bewegt werden.</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Step %1 of %2: %3</source>
        <extracomment>A step of a play shown on the board: %1 its number, %2 how many, %3 what it does.</extracomment>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The table before the first step.</source>
        <translation>Der Tisch vor dem ersten Schritt.</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Neither %2 nor %3 can take %1, and there is no room between them for a new set.</source>
        <extracomment>A drop between two sets refused: %1 the tiles dropped, %2 and %3 the sets either side.</extracomment>
        <translation>Weder %2 noch %3 kann %1 aufnehmen, und dazwischen ist kein Platz für eine neue Kombination.</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <location filename="../app/record/turn_log.cpp" line="+32"/>
        <source>Resumed: round %1, turn %2.</source>
        <translation>Fortgesetzt: Runde %1, Zug %2.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Round %1: %2.</source>
        <translation>Runde %1: %2.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turn %1 (the AI for %2): %3</source>
        <translation>Zug %1 (die KI für %2): %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <location filename="../app/news/turn_status.cpp" line="+95"/>
        <source>Waiting for friends to join.</source>
        <translation>Warten auf Freunde.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+24"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s last turn, shown again.</source>
        <translation>Der letzte Zug von %1, noch einmal gezeigt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is playing.</source>
        <translation>%1 spielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening: %1 of %2 points</source>
        <translation>Eröffnung: %1 von %2 Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move: end the turn when the table is right.</source>
        <translation>Du bist am Zug: Beende ihn, sobald der Tisch stimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: lay tiles, or draw.</source>
        <translation>Du bist am Zug: Lege Steine aus oder ziehe.</translation>
    </message>
</context>
<context>
    <name>TurnTimeChoice</name>
    <message>
        <location filename="../qml/dialogs/TurnTimeChoice.qml" line="+9"/>
        <source>None</source>
        <translation>Ohne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>TurnWords</name>
    <message>
        <location filename="../app/words/turn_words.cpp" line="+21"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/words/spoken_words.cpp" line="+27"/>
        <location filename="../app/words/turn_words.cpp" line="+14"/>
        <location line="+18"/>
        <source>, </source>
        <extracomment>Joins the items of a list but the last (&quot;R1 R2 R3, K5 R5 B5 and ...&quot;); %1 the ones before.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/words/turn_words.cpp" line="-16"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list: &quot;K9 K10 K11 and R5 B5 O5&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 or %2</source>
        <extracomment>The last two faces a joker may stand for: &quot;B3 or O3&quot;.</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the joker now stands for %1 in %2 (it stood for %3)</source>
        <extracomment>A turn&apos;s clause: a joker that stayed in its set but stands for another tile now (a run&apos;s joker shifted to its other end): %1 what it stands for, %2 its set, %3 what it stood for.</extracomment>
        <translation>der Joker steht jetzt für %1 in %2 (er stand für %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the joker now stands for %1 in %2 (it stood for %3 in %4)</source>
        <extracomment>A turn&apos;s clause: a joker taken from its set into another: %1 what it stands for now, %2 the set it is in now, %3 what it stood for, %4 the set it was in, as it was.</extracomment>
        <translation>der Joker steht jetzt für %1 in %2 (er stand für %3 in %4)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>added %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles from the rack added to a set of the table (&quot;added O4 to O5 O6 O7&quot;).</extracomment>
        <translation>legt %1 an %2 an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>formed %1 from tiles on the table</source>
        <extracomment>A turn&apos;s clause: a new set made only of tiles taken from sets of the table (&quot;formed R3 R4 R5 from tiles on the table&quot;).</extracomment>
        <translation>bildet %1 aus Steinen vom Tisch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>moved %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set, shown as it is now (&quot;moved R7 to R5 R6 R7&quot;).</extracomment>
        <translation>schiebt %1 zu %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moved %1 to %2, adding %3</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set with tiles from the rack.</extracomment>
        <translation>schiebt %1 zu %2 und legt %3 dazu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>laid %1</source>
        <extracomment>A turn&apos;s clause: new sets from the rack (&quot;laid K9 K10 K11 and R5 B5 O5&quot;).</extracomment>
        <translation>legt %1</translation>
    </message>
    <message>
        <location filename="../app/words/spoken_words.cpp" line="+2"/>
        <location filename="../app/words/turn_words.cpp" line="+87"/>
        <source>; </source>
        <extracomment>Separates the clauses of a turn (&quot;laid K9 K10 K11; moved R7 to R5 R6 R7&quot;).</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../app/words/turn_words.cpp" line="-74"/>
        <source>%1 appeared from nowhere</source>
        <translation>%1 ist aus dem Nichts aufgetaucht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went missing</source>
        <translation>%1 ist verschwunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker taken from the table must be played again in the same turn</source>
        <translation>ein Joker, der vom Tisch genommen wird, muss im selben Zug wieder ausgelegt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was taken from the table back to the rack</source>
        <translation>%1 wurde vom Tisch zurück aufs Bänkchen genommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no tile was played from the rack</source>
        <translation>es wurde kein Stein vom Bänkchen gelegt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>before the first meld the sets on the table must stay as they were; new sets come from the rack only</source>
        <translation>vor der Eröffnung müssen die Kombinationen auf dem Tisch unverändert bleiben; neue Kombinationen kommen nur vom Bänkchen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the new set(s) are worth %1 points; the first meld needs %2 from the rack alone</source>
        <translation>
            <numerusform>die neue Kombination ist %1 Punkte wert; für die Eröffnung braucht es %2 Punkte allein vom Bänkchen</numerusform>
            <numerusform>die neuen Kombinationen sind zusammen %1 Punkte wert; für die Eröffnung braucht es %2 Punkte allein vom Bänkchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tiles on the table and rack were not the ones the turn started with</source>
        <translation>die Steine auf Tisch und Bänkchen waren nicht dieselben wie zu Beginn des Zuges</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time ran out</source>
        <translation>die Zeit ist abgelaufen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 drew a tile.</source>
        <translation>%1 hat einen Stein gezogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed: the pool is empty.</source>
        <translation>%1 hat gepasst: Der Vorrat ist leer.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>Die Zeit von %1 ist abgelaufen: %n Strafstein.</numerusform>
            <numerusform>Die Zeit von %1 ist abgelaufen: %n Strafsteine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).</source>
        <translation>
            <numerusform>%1 hat den Zug mit einem ungültigen Tisch beendet (%2): Alles wurde zurückgesetzt, %n Strafstein.</numerusform>
            <numerusform>%1 hat den Zug mit einem ungültigen Tisch beendet (%2): Alles wurde zurückgesetzt, %n Strafsteine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 opened: %2 (%3 points).</source>
        <extracomment>%1 who, %2 what the play did (&quot;laid K9 K10 K11 and R5 B5 O5&quot;), %3 its points.</extracomment>
        <translation>%1 eröffnet: %2 (%3 Punkte).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2.</source>
        <extracomment>%1 who, %2 what the play did (&quot;laid K9 K10 K11; moved R7 to R5 R6 R7&quot;).</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>put %1 back on the rack</source>
        <extracomment>A step of a play shown on the board: tiles back to the rack.</extracomment>
        <translation>%1 zurück auf das Bänkchen legen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>add %1 to %2</source>
        <extracomment>A step of a play shown on the board: %1 tiles from the rack, %2 the set they join, as it was.</extracomment>
        <translation>%1 an %2 anlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lay %1</source>
        <extracomment>A step of a play shown on the board: a new set from the rack.</extracomment>
        <translation>%1 auslegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from %2</source>
        <extracomment>A part of a step shown on the board: %1 tiles, %2 the set of the table they leave.</extracomment>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from the rack</source>
        <extracomment>A part of a step shown on the board: tiles from the rack.</extracomment>
        <translation>%1 vom Bänkchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>take %1 to make %2</source>
        <extracomment>A step of a play shown on the board: %1 where the tiles come from (&quot;R7 from R5 R6 R7 R8 R9&quot;), %2 the set they make.</extracomment>
        <translation>%1 nehmen, um %2 zu bilden</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n set(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;9 sets&quot;.</extracomment>
        <translation>
            <numerusform>%n Kombination</numerusform>
            <numerusform>%n Kombinationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;35 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 opened: %2 in %3 (%4 points).</source>
        <extracomment>A big opening in one line: %1 who, %2 the tiles (&quot;13 tiles&quot;), %3 the sets (&quot;4 sets&quot;), %4 its points.</extracomment>
        <translation>%1 eröffnet: %2 in %3 (%4 Punkte).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rebuilt %2 and laid %3.</source>
        <extracomment>A big play in one line: %1 who, %2 the sets it changed (&quot;9 sets&quot;), %3 the tiles from the rack (&quot;35 tiles&quot;).</extracomment>
        <translation>%1 baut %2 um und legt %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid %2 in %3.</source>
        <extracomment>A big play of new sets only: %1 who, %2 the tiles (&quot;12 tiles&quot;), %3 the sets (&quot;4 sets&quot;).</extracomment>
        <translation>%1 legt %2 in %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 went out and wins the round.</source>
        <translation>%1 hat alle Steine abgelegt und gewinnt die Runde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool ran dry and no one could play: %1 wins with the lowest rack.</source>
        <translation>Der Vorrat ist leer und niemand kann mehr legen: %1 gewinnt mit dem niedrigsten Bänkchen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pool ran dry and no one could play: the lowest racks share the round.</source>
        <translation>Der Vorrat ist leer und niemand kann mehr legen: Die niedrigsten Bänkchen teilen sich die Runde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>opening %1 points</source>
        <translation>Eröffnung ab %1 Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tiles each</source>
        <translation>je %1 Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s a turn</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a time bank of %1 each, %2 s more a turn</source>
        <translation>ein Zeitkonto von %1 für jeden, %2 s mehr pro Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank of %1 each</source>
        <translation>ein Zeitkonto von %1 für jeden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to %1 points</source>
        <translation>bis %1 Punkte</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one more turn each when the pool is empty</source>
        <translation>bei leerem Vorrat noch ein Zug pro Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your time bank ran out: the AI plays this turn for you.</source>
        <translation>Dein Zeitkonto ist aufgebraucht: Die KI spielt diesen Zug für dich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is out of time: the AI plays this turn.</source>
        <translation>%1 hat keine Zeit mehr: Die KI spielt diesen Zug.</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <location filename="../app/tutorial/tutorial_controller.cpp" line="+180"/>
        <source>The solution is paused: play it on, or step it to its end, before you move tiles.</source>
        <translation>Die Lösung ist angehalten: spiel sie weiter oder geh sie bis zum Ende durch, bevor du Steine bewegst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the moves to be shown.</source>
        <translation>Warte, bis alle Schritte gezeigt wurden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practice puzzle, level %1</source>
        <translation>Übungsrätsel, Stufe %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the play that lays the most tiles from your rack. It needs the table rearranged: split, shift and regroup the sets as you like; every set must be valid at the end.</source>
        <translation>Finde den Zug, der die meisten Steine von deinem Bänkchen legt. Dafür musst du den Tisch umbauen: Teile, verschiebe und ordne die Kombinationen beliebig neu; am Ende muss jede Kombination gültig sein.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>Der beste Zug legt %n Stein.</numerusform>
            <numerusform>Der beste Zug legt %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That is one way to do it. Reset the table and try it yourself: the lesson counts when you make it.</source>
        <translation>So kann man es machen. Setze den Tisch zurück und versuch es selbst: Die Lektion zählt, wenn du sie schaffst.</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The puzzle could not be made.</source>
        <translation>Das Rätsel konnte nicht erstellt werden.</translation>
    </message>
</context>
<context>
    <name>TutorialScene</name>
    <message>
        <location filename="../qml/screens/TutorialScene.qml" line="+132"/>
        <source>‹ Menu</source>
        <translation>‹ Menü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>‹ Lessons</source>
        <translation>‹ Lektionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the list of lessons (Esc)</source>
        <translation>Zurück zur Lektionsübersicht (Esc)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lektion %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level 1: one tile moves</source>
        <translation>Stufe 1: Nur ein Stein wird bewegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level %1: more of the table to rearrange</source>
        <translation>Stufe %1: Mehr vom Tisch muss umgebaut werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Making one…</source>
        <translation>Wird erstellt…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New puzzle</source>
        <translation>Neues Rätsel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another puzzle of this level</source>
        <translation>Ein weiteres Rätsel dieser Stufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 solved</source>
        <translation>%1 gelöst</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+159"/>
        <location line="+1"/>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location line="-339"/>
        <location line="+339"/>
        <source>Back to the lessons</source>
        <translation>Zurück zu den Lektionen</translation>
    </message>
    <message>
        <location line="-441"/>
        <source>Practice puzzle</source>
        <translation>Übungsrätsel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Back to the start screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Puzzle number</source>
        <translation>Rätselnummer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Puzzle number %1</source>
        <translation>Rätselnummer %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Another number</source>
        <translation>Andere Nummer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the puzzle of this number</source>
        <translation>Das Rätsel mit dieser Nummer öffnen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No puzzle has that number: its last digit is the level, 1 to 5.</source>
        <translation>Kein Rätsel hat diese Nummer: Ihre letzte Ziffer ist die Stufe, 1 bis 5.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>‹ Step</source>
        <translation>‹ Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step before</source>
        <translation>Der Schritt davor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the last step back</source>
        <translation>Den letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on with the steps</source>
        <translation>Mit den Schritten weitermachen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop at this step</source>
        <translation>Bei diesem Schritt anhalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step ›</source>
        <translation>Schritt ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step</source>
        <translation>Der nächste Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the next step now</source>
        <translation>Den nächsten Schritt jetzt machen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a puzzle…</source>
        <translation>Rätsel wird erstellt…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your rack</source>
        <translation>Dein Bänkchen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>Letzten Schritt zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>Schritt wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table and rack as the lesson started (Ctrl+R)</source>
        <translation>Tisch und Bänkchen auf den Stand zu Beginn der Lektion zurücksetzen (Strg+R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show me</source>
        <translation>Vormachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a solution played move by move, from the starting table (Ctrl+H)</source>
        <translation>Eine Lösung Schritt für Schritt ab dem Ausgangstisch vorspielen lassen (Strg+H)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is the table right, and is the goal reached? (Ctrl+Enter)</source>
        <translation>Stimmt der Tisch, und ist das Ziel erreicht? (Strg+Eingabetaste)</translation>
    </message>
</context>
<context>
    <name>WaitingPlan</name>
    <message>
        <location filename="../app/assist/waiting_plan.cpp" line="+88"/>
        <source>Your plan is on the table as you laid it: Undo takes it back a move at a time.</source>
        <translation>Dein Plan liegt auf dem Tisch, wie du ihn gelegt hast: Rückgängig nimmt ihn Zug um Zug zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your plan no longer fits the table: its tiles stay on your rack.</source>
        <translation>Dein Plan passt nicht mehr zum Tisch: seine Steine bleiben auf deinem Bänkchen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your plan is on the table; the table changed, so %n tile(s) went back to your rack: %1.</source>
        <extracomment>Said when the person&apos;s turn comes: the plan laid while waiting is on the table, but %1 (tiles) no longer fit it.</extracomment>
        <translation>
            <numerusform>Dein Plan liegt auf dem Tisch; der Tisch hat sich geändert, daher ging %n Stein zurück auf dein Bänkchen: %1.</numerusform>
            <numerusform>Dein Plan liegt auf dem Tisch; der Tisch hat sich geändert, daher gingen %n Steine zurück auf dein Bänkchen: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message numerus="yes">
        <location filename="../qml/table/WatchersRow.qml" line="+34"/>
        <source>You are watching: the racks stay hidden. %n watcher(s).</source>
        <translation>
            <numerusform>Du schaust zu: Die Bänkchen bleiben verdeckt. %n Zuschauer.</numerusform>
            <numerusform>Du schaust zu: Die Bänkchen bleiben verdeckt. %n Zuschauer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n watcher(s) at the table.</source>
        <translation>
            <numerusform>%n Zuschauer am Tisch.</numerusform>
            <numerusform>%n Zuschauer am Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Send away</source>
        <translation>Wegschicken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send %1 away: they stop watching the table</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 wegschicken: schaut dem Tisch nicht mehr zu</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <location filename="../qml/shell/WindowKeys.qml" line="+50"/>
        <source>Hints are switched off in the settings.</source>
        <translation>Tipps sind in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for a hint.</source>
        <translation>Ich suche noch einen Tipp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint.</source>
        <translation>Ich suche einen Tipp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the moves are laid.</source>
        <translation>Warte, bis die Schritte gelegt sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint is for your turn.</source>
        <translation>Einen Tipp gibt es in deinem Zug.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rack cannot be sorted now.</source>
        <translation>Das Bänkchen kann jetzt nicht sortiert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rack is sorted by colour, for runs.</source>
        <translation>Das Bänkchen ist nach Farbe sortiert, für Reihen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rack is sorted by number, for groups.</source>
        <translation>Das Bänkchen ist nach Zahl sortiert, für Gruppen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select tiles first (Space); then Ctrl+M lists the sets to put them into.</source>
        <translation>Wähle zuerst Steine (Leertaste); dann listet Strg+M die Kombinationen, in die sie passen können.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles can be moved in your turn.</source>
        <translation>Steine lassen sich in deinem Zug bewegen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rack has no tiles.</source>
        <translation>Auf dem Bänkchen liegen keine Steine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First tile: %1.</source>
        <translation>Erster Stein: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tile selected.</source>
        <translation>Kein Stein ausgewählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hint&apos;s moves are taken back.</source>
        <translation>Die Schritte des Tipps sind zurückgenommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to cancel.</source>
        <translation>Nichts abzubrechen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the lessons.</source>
        <translation>Zurück zu den Lektionen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the start screen.</source>
        <translation>Zurück zum Startbildschirm.</translation>
    </message>
</context>
<context>
    <name>tilerummy::lobby::LobbyClient</name>
    <message>
        <location filename="../app/lobby/lobby_client.cpp" line="+80"/>
        <source>The lobby sent a message this game cannot read (%1).</source>
        <translation>Die Lobby hat eine Nachricht gesendet, die dieses Spiel nicht lesen kann (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lobby sent a challenge this game cannot read.</source>
        <translation>Die Lobby hat eine Anmeldeaufgabe gesendet, die dieses Spiel nicht lesen kann.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The lobby sent a seat this game cannot read.</source>
        <translation>Die Lobby hat einen Platz gesendet, den dieses Spiel nicht lesen kann.</translation>
    </message>
</context>
<context>
    <name>tilerummy::net::TableClient</name>
    <message>
        <location filename="../app/net/table_client.cpp" line="+66"/>
        <source>The host has no certificate, but a fingerprint was given: not connecting.</source>
        <translation>Der Gastgeber hat kein Zertifikat, aber ein Fingerabdruck wurde angegeben: keine Verbindung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>The host&apos;s certificate fingerprint is %1, not the %2 you were given: not connecting.</source>
        <translation>Der Fingerabdruck des Zertifikats des Gastgebers ist %1, nicht der angegebene %2: keine Verbindung.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>The host sent something that is not a message of the game.</source>
        <translation>Der Gastgeber hat etwas geschickt, das keine Nachricht des Spiels ist.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The host&apos;s certificate is not trusted (%1). Its fingerprint is %2.</source>
        <translation>Dem Zertifikat des Gastgebers wird nicht vertraut (%1). Sein Fingerabdruck ist %2.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The host sent a message this game cannot read (%1).</source>
        <translation>Der Gastgeber hat eine Nachricht geschickt, die dieses Spiel nicht lesen kann (%1).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host did not answer as an encrypted table does. If its address begins with ws://, type it so.</source>
        <translation>Der Gastgeber hat nicht wie ein verschlüsselter Tisch geantwortet. Wenn seine Adresse mit ws:// beginnt, gib sie so ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host hung up before the game could talk to it. If its table is encrypted (the game&apos;s own tables are), type its address without ws://.</source>
        <translation>Der Gastgeber hat aufgelegt, bevor das Spiel mit ihm sprechen konnte. Wenn sein Tisch verschlüsselt ist (die Tische des Spiels sind es), gib seine Adresse ohne ws:// ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host closed the connection.</source>
        <translation>Der Gastgeber hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection (%1).</source>
        <translation>Der Gastgeber hat die Verbindung geschlossen (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost: %1</source>
        <translation>Die Verbindung zum Gastgeber ist abgerissen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost.</source>
        <translation>Die Verbindung zum Gastgeber ist abgerissen.</translation>
    </message>
</context>
</TS>
