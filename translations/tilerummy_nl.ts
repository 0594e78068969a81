<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/dialogs/AboutDialog.qml" line="+20"/>
        <source>About Tile Rummy</source>
        <translation>Over Tile Rummy</translation>
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
        <translation>Versie %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game of runs and groups with number tiles, and the art of rearranging the table.</source>
        <translation>Het spel van rijen en groepen met speelstenen, en de kunst van het herschikken van de tafel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile Rummy is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).</source>
        <translation>Tile Rummy is vrije software: u mag het verspreiden en/of wijzigen onder de voorwaarden van de GNU General Public License, versie 3 of (naar uw keuze) een latere versie (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This program comes with ABSOLUTELY NO WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.</source>
        <translation>Dit programma wordt geleverd ZONDER ENIGE GARANTIE, zelfs zonder de impliciete garantie van VERKOOPBAARHEID of GESCHIKTHEID VOOR EEN BEPAALD DOEL.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt; for details.</source>
        <extracomment>%1 is the licence&apos;s web address; keep the &lt;a href=&quot;%1&quot;&gt;…&lt;/a&gt; around the licence&apos;s name</extracomment>
        <translation>Zie de &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt; voor details.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules: Rummikub, the game invented by Ephraim Hertzano; the modern rules as published by Pressman (1998 edition) and Sabra.</source>
        <translation>De regels: Rummikub, het spel bedacht door Ephraim Hertzano; de moderne regels zoals uitgegeven door Pressman (editie van 1998) en Sabra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile Rummy is not affiliated with Rummikub or its publishers.</source>
        <translation>Tile Rummy is niet verbonden aan Rummikub of de uitgevers ervan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Made with Qt %1.</source>
        <extracomment>%1 is the version of Qt, the toolkit the game is made with, e.g. 6.4.2</extracomment>
        <translation>Gemaakt met Qt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running on Qt %1 (built with Qt %2).</source>
        <extracomment>%1 is the Qt version the game runs on, %2 the one it was built with</extracomment>
        <translation>Draait op Qt %1 (gebouwd met Qt %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source code and bug reports: %1</source>
        <extracomment>%1 is a link to the project&apos;s page</extracomment>
        <translation>Broncode en foutmeldingen: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the About dialog</source>
        <translation>Het venster Over Tile Rummy sluiten</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/table/ActionBar.qml" line="+105"/>
        <source>Undo</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>De laatste stap terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>De stap opnieuw doen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put everything back as it was at the start of the turn (Ctrl+R)</source>
        <translation>Alles terugzetten zoals het aan het begin van de beurt was (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the best play for your rack, move by move (Ctrl+H)</source>
        <translation>De beste zet voor je plankje tonen, stap voor stap (Ctrl+H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints are switched off in the settings</source>
        <translation>Tips staan uit in de instellingen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw</source>
        <translation>Pakken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from the pool and end the turn (Ctrl+D)</source>
        <translation>Een steen uit de pot pakken en je beurt beëindigen (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pool is empty: pass and end the turn (Ctrl+D)</source>
        <translation>De pot is leeg: passen en de beurt beëindigen (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End turn</source>
        <translation>Einde beurt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores…</source>
        <translation>Scores…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI plays now</source>
        <translation>AI speelt nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round&apos;s scores, and the next round</source>
        <translation>De scores van de ronde, en de volgende ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the AI play for %1 now, without waiting for them (they can still come back)</source>
        <translation>Laat de AI nu voor %1 spelen, zonder langer te wachten (terugkomen kan nog steeds)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 Ending now puts the table back and costs %n tile(s) (Ctrl+Enter)</source>
        <translation>
            <numerusform>%1 Nu beëindigen zet de tafel terug en kost %n steen (Ctrl+Enter)</numerusform>
            <numerusform>%1 Nu beëindigen zet de tafel terug en kost %n stenen (Ctrl+Enter)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table is checked; an illegal table goes back and costs penalty tiles (Ctrl+Enter)</source>
        <translation>De tafel wordt gecontroleerd; een ongeldige tafel gaat terug en kost strafstenen (Ctrl+Enter)</translation>
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
        <translation>Dempen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide a person&apos;s chat lines (only on this screen)</source>
        <translation>De chatregels van iemand verbergen (alleen op dit scherm)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Mute %1</source>
        <extracomment>%1 a person at the table; checked: their chat lines are hidden.</extracomment>
        <translation>%1 dempen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Chat lines</source>
        <translation>Chatregels</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Quick phrases: each friend reads them in their own language</source>
        <translation>Snelle zinnen: elke vriend leest ze in zijn eigen taal</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Quick phrases</source>
        <translation>Snelle zinnen</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Say something…</source>
        <translation>Zeg iets…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat line to the table</source>
        <translation>Een chatregel aan de tafel</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the line to everyone at the table (Enter)</source>
        <translation>De regel naar iedereen aan tafel sturen (Enter)</translation>
    </message>
</context>
<context>
    <name>CourseScreen</name>
    <message>
        <location filename="../qml/screens/CourseScreen.qml" line="+26"/>
        <source>first meld</source>
        <translation>opening</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding</source>
        <translation>aanleggen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shifting</source>
        <translation>verschuiven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>splitting</source>
        <translation>splitsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>substituting</source>
        <translation>ruilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking the fourth</source>
        <translation>de vierde nemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing a joker</source>
        <translation>joker vrijspelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combined split</source>
        <translation>gecombineerd splitsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>multiple splits</source>
        <translation>meerdere splitsingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a set of two</source>
        <translation>valkuil: twee stenen over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a stranded tile</source>
        <translation>valkuil: een losse steen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+84"/>
        <source>Lessons</source>
        <translation>Lessen</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen</source>
        <translation>Terug naar het startscherm</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to rearrange the table</source>
        <translation>Leer de tafel herschikken</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The lessons could not be read: %1</source>
        <translation>De lessen konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 lessons done. Each is one turn: drag the tiles, then press Check.</source>
        <translation>%1 van %2 lessen voltooid. Elke les is één beurt: sleep de stenen en druk dan op Controleren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start the first lesson</source>
        <translation>Begin met de eerste les</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Verder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the last lesson again</source>
        <translation>Speel de laatste les opnieuw</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Practice puzzles</source>
        <translation>Oefenpuzzels</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Lesson %1: %2</source>
        <translation>Les %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, done</source>
        <translation>, voltooid</translation>
    </message>
</context>
<context>
    <name>DealVerdict</name>
    <message>
        <location filename="../app/netplay/deal_verdict.cpp" line="+16"/>
        <source>the seed the host revealed is not the one it committed to</source>
        <translation>het nummer dat de gastheer onthulde is niet dat waaraan hij zich had vastgelegd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another player should have played first</source>
        <translation>een andere speler had moeten beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your rack is not the one the seed deals</source>
        <translation>je plankje is niet het plankje dat het nummer deelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rack is not the one the seed deals</source>
        <translation>een plankje is niet het plankje dat het nummer deelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pool after the deal is not the seed&apos;s</source>
        <translation>de pot na het delen is niet die van het nummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile you drew is not the one the pool held</source>
        <translation>een steen die je pakte is niet de steen die in de pot lag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw took other tiles than the pool held</source>
        <translation>er werden andere stenen gepakt dan er in de pot lagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more tiles were drawn than the pool held</source>
        <translation>er werden meer stenen gepakt dan er in de pot lagen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>This deal did not check out: %1.</source>
        <translation>Deze deling klopt niet: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of round %1 did not check out: %2.</source>
        <extracomment>%1 the round&apos;s number, %2 what did not match (&quot;a tile you drew is not the one the pool held&quot;).</extracomment>
        <translation>De deling van ronde %1 klopt niet: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not reveal this deal&apos;s seed: it could not be checked.</source>
        <translation>De gastheer heeft het nummer van deze deling niet onthuld: die kon niet worden gecontroleerd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host did not reveal the seed of round %1: it could not be checked.</source>
        <translation>De gastheer heeft het nummer van ronde %1 niet onthuld: die kon niet worden gecontroleerd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be checked: you missed some of its turns.</source>
        <translation>Deze deling kon niet worden gecontroleerd: je hebt een deel van de beurten gemist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal of round %1 could not be checked: you missed some of its turns.</source>
        <translation>De deling van ronde %1 kon niet worden gecontroleerd: je hebt een deel van de beurten gemist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal was fair: checked.</source>
        <translation>Deze deling was eerlijk: gecontroleerd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All %1 deals were fair: checked.</source>
        <translation>Alle %1 delingen waren eerlijk: gecontroleerd.</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message numerus="yes">
        <location filename="../qml/dialogs/EndTurnDialog.qml" line="+50"/>
        <source>End anyway and draw %n tile(s)?</source>
        <extracomment>Asked when the table is not legal: ending the turn puts it back and costs tiles.</extracomment>
        <translation>
            <numerusform>Toch beëindigen en %n steen pakken?</numerusform>
            <numerusform>Toch beëindigen en %n stenen pakken?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Ending now puts the table back as it was at the start of your turn, and you draw %n tile(s).</source>
        <translation>
            <numerusform>Als je nu beëindigt, gaat de tafel terug naar hoe hij aan het begin van je beurt was, en pak je %n steen.</numerusform>
            <numerusform>Als je nu beëindigt, gaat de tafel terug naar hoe hij aan het begin van je beurt was, en pak je %n stenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>End anyway</source>
        <translation>Toch beëindigen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>End the turn anyway and draw %n tile(s)</source>
        <translation>
            <numerusform>De beurt toch beëindigen en %n steen pakken</numerusform>
            <numerusform>De beurt toch beëindigen en %n stenen pakken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep arranging</source>
        <translation>Verder schikken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep arranging the table</source>
        <translation>De tafel verder schikken</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <location filename="../app/session/game_board.cpp" line="+27"/>
        <source>It is not your turn to move tiles.</source>
        <translation>Je bent niet aan de beurt, dus je kunt geen stenen verplaatsen.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../app/review/game_review.cpp" line="+70"/>
        <source>No turn was played in this game.</source>
        <translation>In dit spel is geen beurt gespeeld.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>What %1 could have laid stays hidden while the round is being played.</source>
        <translation>Wat %1 had kunnen leggen blijft verborgen zolang de ronde loopt.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qml/table/GameTable.qml" line="+275"/>
        <source>Last turn</source>
        <translation>Vorige beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the last turn again</source>
        <translation>De vorige beurt nog eens afspelen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>You are watching: every rack stays hidden, as at a real table.</source>
        <translation>Je kijkt mee: elk plankje blijft verborgen, zoals aan een echte tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks are hidden while another player has the turn.</source>
        <translation>De plankjes zijn verborgen zolang een andere speler aan de beurt is.</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <location filename="../qml/screens/GamesScreen.qml" line="+31"/>
        <location line="+84"/>
        <source>Your games</source>
        <translation>Je spellen</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>‹ Menu</source>
        <translation>‹ Menu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Terug naar het startscherm (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game…</source>
        <translation>Opgeslagen spel terugkijken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game&apos;s file and review it turn by turn</source>
        <translation>Het bestand van een opgeslagen spel openen en beurt voor beurt terugkijken</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No finished game yet. Each game you finish here is kept, to be reviewed turn by turn and counted in your statistics.</source>
        <translation>Nog geen uitgespeeld spel. Elk spel dat je hier uitspeelt wordt bewaard, om beurt voor beurt terug te kijken en mee te tellen in je statistieken.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading your games…</source>
        <translation>Je spellen worden gelezen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Against</source>
        <translation>Tegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rounds won</source>
        <translation>Rondes gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average round</source>
        <translation>Gemiddelde ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best round</source>
        <translation>Beste ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed per turn</source>
        <translation>Gemist per beurt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+148"/>
        <source>Past games (%1)</source>
        <translation>Eerdere spellen (%1)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 punten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play again</source>
        <translation>Opnieuw spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game of the same deal, with the same seats and rules</source>
        <translation>Een nieuw spel met dezelfde deling, plaatsen en regels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this game turn by turn</source>
        <translation>Dit spel beurt voor beurt terugkijken</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game</source>
        <translation>Opgeslagen spel terugkijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>Tile Rummy-spellen (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>GuestCover</name>
    <message>
        <location filename="../qml/screens/GuestCover.qml" line="+118"/>
        <source>Rules: %1</source>
        <extracomment>The joined table&apos;s rules, e.g. &quot;opening 30 points, 14 tiles each, 60 s a turn&quot;.</extracomment>
        <translation>Regels: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at the host&apos;s screen</source>
        <translation>bij het scherm van de gastheer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play here</source>
        <translation>Hier spelen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and play a game at this screen</source>
        <translation>Sluiten en een spel aan dit scherm spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table: the host&apos;s AI plays your seat</source>
        <translation>Tafel verlaten: de AI van de gastheer speelt jouw plaats</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../qml/screens/HandOverScreen.qml" line="+73"/>
        <location line="+142"/>
        <source>Pass to %1</source>
        <translation>Geef door aan %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Everyone else, please look away: %1&apos;s tiles come next.</source>
        <translation>Alle anderen even niet kijken: nu komen de stenen van %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click when you are ready</source>
        <translation>Klik als je klaar bent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ready: show the rack</source>
        <translation>%1 is klaar: plankje tonen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>or press Enter or Space</source>
        <translation>of druk op Enter of de spatiebalk</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Meanwhile</source>
        <translation>Intussen</translation>
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
            <numerusform>%1, %n steen</numerusform>
            <numerusform>%1, %n stenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n tile(s), total score %2</source>
        <translation>
            <numerusform>%1: %n steen, totaalscore %2</numerusform>
            <numerusform>%1: %n stenen, totaalscore %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n second(s) left</source>
        <translation>
            <numerusform>nog %n seconde</numerusform>
            <numerusform>nog %n seconden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Pool: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Round %1 · Seed %2</source>
        <translation>Ronde %1 · Spelnummer %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R%1 · #%2</source>
        <translation>R%1 · #%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of the game dealt with seed %2</source>
        <translation>Ronde %1 van het spel met spelnummer %2</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start screen: the tutorial, practice puzzles, a new game (F1)</source>
        <translation>Het startscherm: de tutorial, oefenpuzzels, een nieuw spel (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set up a new game (Ctrl+N)</source>
        <translation>Een nieuw spel instellen (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>Het spel opslaan in een bestand (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Een opgeslagen spel openen (Ctrl+O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: tile size, animation speed, sound, language</source>
        <translation>Instellingen: steengrootte, animatiesnelheid, geluid, taal</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>%1 (left)</source>
        <translation>%1 (vertrokken)</translation>
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
            <numerusform>Pot: %n steen</numerusform>
            <numerusform>Pot: %n stenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of a game another machine hosts</source>
        <translation>Ronde %1 van een spel dat een andere computer host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: the deal stays secret until the game is over, when your friends&apos; games check it</source>
        <translation>Ronde %1: de deling blijft geheim tot het spel voorbij is; dan controleren de spellen van je vrienden haar</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>More</source>
        <translation>Meer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu, a new game, save, open, settings</source>
        <translation>Het menu, een nieuw spel, opslaan, openen, instellingen</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Turns and scores</source>
        <translation>Beurten en scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the turn log and the scores (F2)</source>
        <translation>Het spelverloop en de scores tonen of verbergen (F2)</translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message numerus="yes">
        <location filename="../app/assist/hint_assistant.cpp" line="+94"/>
        <source>It lays %1 and changes %n set(s) of the table.</source>
        <extracomment>A hint too long to say whole, in short: %1 the tiles it lays (&quot;B4 B5&quot;), %n the sets it changes.</extracomment>
        <translation>
            <numerusform>Hij legt %1 en verandert %n combinatie op tafel.</numerusform>
            <numerusform>Hij legt %1 en verandert %n combinaties op tafel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintBanner</name>
    <message>
        <location filename="../qml/table/HintBanner.qml" line="+43"/>
        <source>Hint: %1 Keep these moves, or take them back.</source>
        <translation>Tip: %1 Houd deze stappen of neem ze terug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hint: watch the best play for your rack (%1).</source>
        <translation>Tip: bekijk de beste zet voor je plankje (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: this play lays %1. Keep these moves, or take them back.</source>
        <translation>Tip: met deze zet leg je %1. Houd deze stappen of neem ze terug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take back</source>
        <translation>Terugnemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table and your rack go back to how they were before the hint</source>
        <translation>De tafel en je plankje gaan terug naar hoe ze vóór de tip waren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep</source>
        <translation>Houden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on from the hint&apos;s table; End turn plays it</source>
        <translation>Verder spelen vanaf de tafel van de tip; met Einde beurt speel je deze zet</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <location filename="../qml/screens/HostLobby.qml" line="+84"/>
        <source>Waiting for friends to join</source>
        <translation>Wachten op vrienden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>On their machine: Join a game. This table shows there by itself on the same network; from elsewhere they paste the invitation below (or type its address and the code).</source>
        <translation>Op hun computer: ‘Meedoen aan een spel’. In hetzelfde netwerk verschijnt deze tafel daar vanzelf; van elders plakken ze de uitnodiging hieronder (of typen ze het adres en de code).</translation>
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
        <translation>Versleuteld. De vingerafdruk van het certificaat begint met %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own code</source>
        <translation>Eigen code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own code for this table</source>
        <translation>Een eigen code voor deze tafel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use it</source>
        <translation>Gebruiken</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Invitation %1</source>
        <translation>Uitnodiging %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invitation %1</source>
        <translation>De uitnodiging %1 kopiëren</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Start a different game</source>
        <translation>Een ander spel beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop waiting and start a different game</source>
        <translation>Niet langer wachten en een ander spel beginnen</translation>
    </message>
</context>
<context>
    <name>Invite</name>
    <message>
        <location filename="../app/net/invite_link.cpp" line="+36"/>
        <source>This is not an invitation to a Tile Rummy table: one starts with tilerummy://.</source>
        <translation>Dit is geen uitnodiging voor een Tile Rummy-tafel: een uitnodiging begint met tilerummy://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation is garbled: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>Deze uitnodiging is verminkt: kopieer haar helemaal, zoals het scherm van de gastheer haar toont.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation names no host: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>Deze uitnodiging noemt geen gastheer: kopieer haar helemaal, zoals het scherm van de gastheer haar toont.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation has parts an invitation does not have: it is not one the game made.</source>
        <translation>Deze uitnodiging heeft delen die een uitnodiging niet heeft: het spel heeft haar niet gemaakt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation&apos;s port is not one a table can be at.</source>
        <translation>De poort van deze uitnodiging is er geen waarop een tafel kan staan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation has no table code, or one a table cannot have: copy the whole of it.</source>
        <translation>Deze uitnodiging heeft geen tafelcode, of een die een tafel niet kan hebben: kopieer haar helemaal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation says something this game does not know (“%1”): it may come from a newer version of Tile Rummy.</source>
        <translation>Deze uitnodiging zegt iets wat dit spel niet kent (‘%1’): ze komt misschien van een nieuwere versie van Tile Rummy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation&apos;s fingerprint is not a certificate&apos;s (32 pairs of hexadecimal digits): copy the whole of it.</source>
        <translation>De vingerafdruk van deze uitnodiging is niet die van een certificaat (32 paren hexadecimale cijfers): kopieer haar helemaal.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../qml/dialogs/JoinDialog.qml" line="+100"/>
        <source>Join a game</source>
        <translation>Meedoen aan een spel</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Tables open on this network</source>
        <translation>Open tafels op dit netwerk</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Looking for tables… A table shows here once its host has started it.</source>
        <translation>Tafels zoeken… Een tafel verschijnt hier zodra de gastheer hem heeft geopend.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 — %2 of %3 seats free</source>
        <extracomment>A table found on the network: %1 its name, %2 the free seats, %3 all its seats.</extracomment>
        <translation>%1 — %2 van %3 plaatsen vrij</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. 192.168.1.5:4520</source>
        <translation>bijv. 192.168.1.5:4520</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table&apos;s address</source>
        <translation>Het adres van de tafel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As the host&apos;s screen shows it</source>
        <translation>Zoals het scherm van de gastheer hem toont</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s code</source>
        <translation>De code van de tafel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How the others see you</source>
        <translation>Zo zien de anderen je</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the table</source>
        <translation>Je naam aan tafel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fingerprint</source>
        <translation>Vingerafdruk</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A self-signed host&apos;s: AB:CD:…</source>
        <translation>Van een zelfondertekende gastheer: AB:CD:…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s certificate fingerprint</source>
        <translation>De vingerafdruk van het certificaat van de gastheer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch</source>
        <translation>Meekijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the table without a seat: its table and turns, never a rack</source>
        <translation>Zonder plaats aan de tafel meekijken: de tafel en de beurten, nooit een plankje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch without playing: you see the table and the turns, never a rack, if the host allows watchers</source>
        <translation>Meekijken zonder te spelen: je ziet de tafel en de beurten, nooit een plankje, als de gastheer meekijkers toelaat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust and join</source>
        <translation>Vertrouwen en meedoen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Joining…</source>
        <translation>Deelnemen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trust the host&apos;s certificate and join the table</source>
        <translation>Het certificaat van de gastheer vertrouwen en aan tafel gaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join the table</source>
        <translation>Aan tafel gaan</translation>
    </message>
</context>
<context>
    <name>JoinedTable</name>
    <message>
        <location filename="../app/netplay/joined_table.cpp" line="+55"/>
        <source>Rejoin the table at %1</source>
        <translation>Terug naar de tafel op %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rejoin %1&apos;s table</source>
        <translation>Terug naar de tafel van %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seat as %1 at %2, where you left it.</source>
        <extracomment>%1 the player&apos;s name at the table, %2 the table&apos;s address (&quot;192.168.1.5:4520&quot;).</extracomment>
        <translation>Jouw plaats als %1 op %2, waar je hem achterliet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No seat is kept to rejoin.</source>
        <translation>Er is geen plaats bewaard om naar terug te keren.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Waiting for the host…</source>
        <translation>Wachten op de gastheer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host to deal the next round…</source>
        <translation>Wachten tot de gastheer de volgende ronde deelt…</translation>
    </message>
</context>
<context>
    <name>KeyboardMoves</name>
    <message>
        <location filename="../qml/input/KeyboardMoves.qml" line="+200"/>
        <source>set %1, %2 of %3</source>
        <translation>combinatie %1, %2 van %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>shelf %1, %2 of %3</source>
        <translation>plank %1, %2 van %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No %1 on the rack or the table.</source>
        <translation>Geen %1 op het plankje of de tafel.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>k r b o j</source>
        <extracomment>Keys typed on a tile that go to the next tile of a colour: black, red, blue, orange, then the joker (one letter each; letters a keyboard of the language types).</extracomment>
        <translation>z r b o j</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No joker on the rack or the table.</source>
        <translation>Geen joker op het plankje of de tafel.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No tile of that colour.</source>
        <translation>Geen steen van die kleur.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The only one: %1.</source>
        <translation>De enige: %1.</translation>
    </message>
</context>
<context>
    <name>LanTables</name>
    <message>
        <location filename="../app/netplay/lan_tables.cpp" line="+24"/>
        <source>Tables on this network cannot be found (%1); type the address instead.</source>
        <translation>Tafels op dit netwerk kunnen niet worden gevonden (%1); typ in plaats daarvan het adres.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table</source>
        <translation>Een tafel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s table</source>
        <translation>Tafel van %1</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <location filename="../app/settings/launch_options.cpp" line="+16"/>
        <source>Tile rummy: the game of runs and groups.</source>
        <translation>Tile Rummy: het spel van rijen en groepen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal the game of seed &lt;n&gt;.</source>
        <translation>Het spel met spelnummer &lt;n&gt; delen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats, %1 to %2 of human, beginner, standard, expert, comma-separated (&quot;human,expert&quot;); or just how many players (default %3: human,standard).</source>
        <translation>De spelers: %1 tot %2 keuzes uit human, beginner, standard en expert, gescheiden door komma&apos;s (&quot;human,expert&quot;); of alleen het aantal spelers (standaard %3: human,standard).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit once the window has shown its first frame, printing how long that took (for start-up benchmarks).</source>
        <translation>Afsluiten zodra het venster zijn eerste frame heeft getoond en afdrukken hoe lang dat duurde (voor opstartbenchmarks).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the game kept from last time at once (a new game when there is none).</source>
        <translation>Het spel van de vorige keer meteen voortzetten (een nieuw spel als er geen is).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An invitation to a table (tilerummy://HOST:PORT/CODE): the join dialog opens with it filled in.</source>
        <translation>Een uitnodiging voor een tafel (tilerummy://HOST:PORT/CODE): het venster om mee te doen opent ermee ingevuld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ignored.</source>
        <translation>%1 Genegeerd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown argument &apos;%1&apos;. Ignored.</source>
        <translation>Onbekend argument &apos;%1&apos;. Genegeerd.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--seed wants a whole number from 0 up, not &apos;%1&apos;: dealing a random game</source>
        <translation>--seed verwacht een geheel getal vanaf 0, niet &apos;%1&apos;: er wordt een willekeurig spel gedeeld</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--players wants %1 to %2 seats (human, beginner, standard, expert) or a number of players, not &apos;%3&apos;: playing with %4</source>
        <translation>--players verwacht %1 tot %2 spelers (human, beginner, standard, expert) of een aantal spelers, niet &apos;%3&apos;: er wordt gespeeld met %4</translation>
    </message>
</context>
<context>
    <name>LeaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/LeaveGameDialog.qml" line="+29"/>
        <source>End the game on the table?</source>
        <translation>Het spel op tafel beëindigen?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A game is under way. The new game takes its place, and the game on the table ends without its scores.</source>
        <translation>Er loopt een spel. Het nieuwe spel neemt zijn plaats in, en het spel op tafel eindigt zonder score.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Start the new game</source>
        <translation>Nieuw spel starten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../build/release/app/window/generated/lesson_strings.cpp" line="+7"/>
        <source>Your first meld</source>
        <comment>initial-meld title</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Je opening</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first play of the game, the initial meld, must be new sets from your own rack worth at least 30 points together; until then you may not touch the sets on the table. Several sets may add up to the 30.</source>
        <comment>initial-meld teaching</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Je eerste zet van het spel, de opening, moet bestaan uit nieuwe combinaties van je eigen plankje die samen minstens 30 punten waard zijn; tot dan mag je de combinaties op tafel niet aanraken. Je mag met meerdere combinaties samen aan de 30 komen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld: play all your tiles.</source>
        <comment>initial-meld goal</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Maak je opening: leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in your first meld</source>
        <comment>initial-meld-joker title</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een joker in je opening</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In your initial meld a joker is worth the tile it stands for: in R9 J R11 it stands for R10 and counts 10, so the run is worth exactly 30.</source>
        <comment>initial-meld-joker teaching</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>In je opening is een joker evenveel waard als de steen die hij vervangt: in R9 J R11 staat hij voor R10 en telt hij 10, dus de rij is precies 30 punten waard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld with the joker in it.</source>
        <comment>initial-meld-joker goal</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Maak je opening met de joker erin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the table</source>
        <comment>add title</comment>
        <extracomment>Lesson &quot;add&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Aanleggen op tafel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once you have made your first meld you may add tiles from your rack to any set on the table: a run takes the next number of its colour at either end, and a group of three takes its missing colour.</source>
        <comment>add teaching</comment>
        <extracomment>Lesson &quot;add&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Na je opening mag je stenen van je plankje aanleggen bij elke combinatie op tafel: een rij neemt aan beide uiteinden het volgende getal van dezelfde kleur aan, en een groep van drie de ontbrekende kleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>add goal</comment>
        <extracomment>Lesson &quot;add&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Borrow from a long run</source>
        <comment>shift-run title</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leen van een lange rij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run of four or more can give up the tile at either end and still be a run. Take that end tile and use it in a new set with tiles from your rack.</source>
        <comment>shift-run teaching</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een rij van vier of meer stenen kan de steen aan een van beide uiteinden missen en blijft dan toch een rij. Neem die eindsteen en gebruik hem in een nieuwe combinatie met stenen van je plankje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>shift-run goal</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take from a group of four</source>
        <comment>take-fourth title</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Neem uit een groep van vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of four can give away any one of its tiles: the three left are still a group. Use the tile you take in a new set.</source>
        <comment>take-fourth teaching</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een groep van vier kan elke steen afstaan: de drie die overblijven zijn nog steeds een groep. Gebruik de steen die je neemt in een nieuwe combinatie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>take-fourth goal</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split a run</source>
        <comment>split-run title</comment>
        <extracomment>Lesson &quot;split-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Splits een rij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A long run can be split in two to make room: R3 to R8 becomes R3 R4 R5 and R6 R7 R8, and your own R5 then fits in front of R6. Each part must keep at least three tiles.</source>
        <comment>split-run teaching</comment>
        <extracomment>Lesson &quot;split-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een lange rij kun je in tweeën splitsen om ruimte te maken: R3 tot en met R8 wordt R3 R4 R5 en R6 R7 R8, en dan past je eigen R5 vóór R6. Elk deel moet minstens drie stenen houden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 5.</source>
        <comment>split-run goal</comment>
        <extracomment>Lesson &quot;split-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg de rode 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a tile out of a group</source>
        <comment>substitute-group title</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Ruil een steen uit een groep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of three can lend you a tile if you complete it first: add the fourth colour from your rack, then take one of the other three out to use in another set.</source>
        <comment>substitute-group teaching</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een groep van drie kan je een steen lenen als je de groep eerst aanvult: leg de vierde kleur van je plankje aan en haal er dan een van de andere drie uit om in een andere combinatie te gebruiken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>substitute-group goal</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win back a joker</source>
        <comment>joker-retrieve title</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Speel een joker vrij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can win back a joker from the table by putting the exact tile it stands for in its place. The freed joker must be played again in the same turn, in a new set or added to one.</source>
        <comment>joker-retrieve teaching</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Je kunt een joker op tafel vrijspelen door precies de steen waar hij voor staat op zijn plaats te leggen. De vrijgespeelde joker moet je in dezelfde beurt weer spelen: in een nieuwe combinatie of aangelegd bij een bestaande.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-retrieve goal</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never leave two behind</source>
        <comment>trap-set-of-two title</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Laat nooit twee stenen achter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking a tile from a set of three leaves two tiles, and two tiles are never a set: the table would be illegal. Take the tile from a run of four or more instead.</source>
        <comment>trap-set-of-two teaching</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Als je een steen uit een combinatie van drie neemt, blijven er twee over, en twee stenen zijn nooit een combinatie: de tafel zou ongeldig zijn. Neem de steen daarom uit een rij van vier of meer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>trap-set-of-two goal</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the joker you free</source>
        <comment>trap-harvest title</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg de joker die je vrijspeelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every tile you take out of a set, a freed joker too, must end in a valid set before your turn ends; it can&apos;t be left alone or kept. Put R7 in the joker&apos;s place and the joker can still join the red run at one end.</source>
        <comment>trap-harvest teaching</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Elke steen die je uit een combinatie haalt, ook een vrijgespeelde joker, moet aan het eind van je beurt in een geldige combinatie liggen; je mag hem niet los laten liggen of zelf houden. Leg R7 op de plaats van de joker, dan kan de joker nog aan een uiteinde van de rode rij aansluiten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 7.</source>
        <comment>trap-harvest goal</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg de rode 7.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in a group</source>
        <comment>joker-in-group title</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een joker in een groep</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a group of three the joker stands for a missing colour: put a tile of a missing colour in its place, and the joker is yours to play again this turn.</source>
        <comment>joker-in-group teaching</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>In een groep van drie staat de joker voor een ontbrekende kleur: leg een steen van een ontbrekende kleur op zijn plaats, dan mag jij de joker deze beurt opnieuw spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-in-group goal</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split and shift for one set</source>
        <comment>combined-split title</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Splitsen en verschuiven voor één combinatie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One new set can take tiles from two places at once: a tile out of the middle of a long run splits it into two runs, and a tile from the end of a run of four shifts it.</source>
        <comment>combined-split teaching</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Eén nieuwe combinatie kan stenen van twee plekken tegelijk halen: een steen uit het midden van een lange rij splitst die in twee rijen, en een steen van het uiteinde van een rij van vier maakt die korter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the orange 6.</source>
        <comment>combined-split goal</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg de oranje 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free the joker, split the run</source>
        <comment>joker-and-split title</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Speel de joker vrij, splits de rij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hard table often needs two moves in one turn: win back the joker with the tile it stands for, then split a long run for the tile that the joker&apos;s new set still needs.</source>
        <comment>joker-and-split teaching</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Een lastige tafel vraagt vaak om twee stappen in één beurt: speel de joker vrij met de steen waar hij voor staat en splits dan een lange rij voor de steen die de nieuwe combinatie van de joker nog nodig heeft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-and-split goal</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg al je stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split two runs at once</source>
        <comment>multiple-split title</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Splits twee rijen tegelijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One tile can need more than one split: take a tile out of the middle of each of two long runs, leaving four runs of three, and make a group of the tiles you took with your own.</source>
        <comment>multiple-split teaching</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Voor één steen kan meer dan één splitsing nodig zijn: haal uit twee lange rijen elk een steen uit het midden, zodat er vier rijen van drie overblijven, en maak van de genomen stenen en je eigen steen een groep.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the black 8.</source>
        <comment>multiple-split goal</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>Leg de zwarte 8.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+27"/>
        <source>%1 is not one of the tiles in play: only the tiles on the table and on your rack can be used.</source>
        <translation>%1 hoort niet bij de stenen in het spel: je kunt alleen de stenen op tafel en op je plankje gebruiken.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is missing: every tile must end on the table or stay on your rack.</source>
        <translation>%1 ontbreekt: elke steen moet uiteindelijk op tafel liggen of op je plankje blijven.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was on the table: a joker you take from a set must be played in a set this turn; it can&apos;t go to your rack.</source>
        <translation>%1 lag op tafel: een joker die je uit een combinatie haalt, moet je deze beurt in een combinatie leggen; hij mag niet naar je plankje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was on the table: a tile from the table can&apos;t go back to your rack; play it in a set.</source>
        <translation>%1 lag op tafel: een steen van tafel mag niet terug naar je plankje; leg hem in een combinatie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing was played yet. %1</source>
        <translation>Je hebt nog niets gelegd. %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This turn is not allowed: %1.</source>
        <translation>Deze beurt is niet toegestaan: %1.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Well done: you played %1 for a first meld worth %2 points.</source>
        <translation>Goed gedaan: je hebt %1 gelegd voor een opening van %2 punten.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Well done: you played %1, rearranging %n set(s).</source>
        <translation>
            <numerusform>Goed gedaan: je hebt %1 gelegd en daarbij %n combinatie herschikt.</numerusform>
            <numerusform>Goed gedaan: je hebt %1 gelegd en daarbij %n combinaties herschikt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well done: you played %1.</source>
        <translation>Goed gedaan: je hebt %1 gelegd.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>You still have %n tile(s) on your rack (%1): play them all.</source>
        <translation>
            <numerusform>Je hebt nog %n steen op je plankje (%1): leg die ook.</numerusform>
            <numerusform>Je hebt nog %n stenen op je plankje (%1): leg ze allemaal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 are still on your rack: the goal is to play them.</source>
        <translation>
            <numerusform>%1 ligt nog op je plankje: het doel is om die te leggen.</numerusform>
            <numerusform>%1 liggen nog op je plankje: het doel is om ze te leggen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>The best play: %n tile(s) placed.</source>
        <translation>
            <numerusform>De beste zet: %n steen gelegd.</numerusform>
            <numerusform>De beste zet: %n stenen gelegd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Legal: you placed %n tile(s).</source>
        <translation>
            <numerusform>Geldig: je hebt %n steen gelegd.</numerusform>
            <numerusform>Geldig: je hebt %n stenen gelegd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play places %n tile(s).</source>
        <translation>
            <numerusform>Met de beste zet leg je %n steen.</numerusform>
            <numerusform>Met de beste zet leg je %n stenen.</numerusform>
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
        <translation>Tile Rummy-spellen (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game saved.</source>
        <translation>Spel opgeslagen.</translation>
    </message>
    <message>
        <location line="-469"/>
        <source>Could not review the game: %1</source>
        <translation>Het spel kon niet worden teruggekeken: %1</translation>
    </message>
    <message>
        <location line="+437"/>
        <source>This game&apos;s file could not be read.</source>
        <translation>Het bestand van dit spel kon niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a saved game</source>
        <translation>Opgeslagen spel openen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game loaded.</source>
        <translation>Spel geladen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the game: %1</source>
        <translation>Kan het spel niet openen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game could not be saved: %1</source>
        <translation>Het spel kon niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No play found for this rack: draw a tile.</source>
        <translation>Geen zet gevonden voor dit plankje: pak een steen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rack has no opening of %1 points yet: draw a tile.</source>
        <translation>Met je plankje kun je nog geen opening van %1 punten maken: pak een steen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your table already is the best play: end your turn.</source>
        <translation>Je tafel is al de beste zet: beëindig je beurt.</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <location filename="../app/settings/match_options.cpp" line="+43"/>
        <source>Beginner AI</source>
        <translation>Beginner-AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard AI</source>
        <translation>Standaard-AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert AI</source>
        <translation>Expert-AI</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friend %1</source>
        <extracomment>The name of a seat a friend on another machine will take; %1 counts from 1.</extracomment>
        <translation>Vriend %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <extracomment>The name of a seat at the table; %1 counts from 1.</extracomment>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lays sets from its own rack, and now and then misses a play.</source>
        <translation>Legt combinaties van het eigen plankje en mist af en toe een zet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gentlest: good for learning the game. The standard AI beats it almost every game.</source>
        <translation>De zachtste: goed om het spel te leren. De standaard-AI verslaat hem bijna elk spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lays as many points as it can every turn, rearranging the table.</source>
        <translation>Legt elke beurt zoveel mogelijk punten en herschikt daarvoor de tafel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fair game for a player who knows the rules.</source>
        <translation>Een eerlijk spel voor wie de regels kent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finds the best rearrangement and thinks ahead: it holds a few tiles back when that pays, but never for long.</source>
        <translation>Vindt de beste herschikking en denkt vooruit: houdt een paar stenen achter als dat loont, maar nooit lang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The strongest: it wins about 6 games in 10 against the standard AI, and notices what your draws give away.</source>
        <translation>De sterkste: wint ongeveer 6 van de 10 spellen tegen de standaard-AI en merkt wat jouw getrokken stenen verraden.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>A game needs %1 to %2 players.</source>
        <translation>Een spel heeft %1 tot %2 spelers nodig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown seat &quot;%1&quot;.</source>
        <translation>Onbekend spelerstype &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown rule for the empty pool &quot;%1&quot;.</source>
        <translation>Onbekende regel voor een lege pot: &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules cannot be played: %1.</source>
        <translation>Met deze regels kan niet worden gespeeld: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seed must be a whole number, like 4711.</source>
        <translation>Het spelnummer moet een geheel getal zijn, zoals 4711.</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+48"/>
        <source>There are no tiles to move.</source>
        <translation>Er zijn geen stenen om te verplaatsen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a tile of the game.</source>
        <translation>%1 is geen steen uit het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is listed twice in one move.</source>
        <translation>%1 komt twee keer voor in één stap.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not on the table or the rack.</source>
        <translation>%1 ligt niet op tafel en niet op het plankje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no set %1 on the table.</source>
        <translation>Er ligt geen combinatie %1 op tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the table.</source>
        <translation>Er is geen plaats %1 op tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 in a set.</source>
        <translation>Er is geen plaats %1 in een combinatie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the rack.</source>
        <translation>Er is geen plaats %1 op het plankje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is off the table.</source>
        <translation>Kolom %1 ligt buiten de tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was on the table at the start of the turn and must stay on the table.</source>
        <translation>%1 lag aan het begin van de beurt op tafel en moet op tafel blijven.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move changes nothing.</source>
        <translation>Deze stap verandert niets.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+24"/>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend on another machine</source>
        <translation>Een vriend op een andere computer</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player %1 is</source>
        <translation>Speler %1 is</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name of player %1</source>
        <translation>Naam van speler %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove player %1</source>
        <translation>Speler %1 verwijderen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>+ Add a player</source>
        <translation>+ Speler toevoegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>Verdeling</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seed</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Random deal</source>
        <translation>Willekeurige verdeling</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed (empty: a random deal)</source>
        <translation>Spelnummer (leeg: willekeurige verdeling)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same deal</source>
        <translation>Zelfde verdeling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the seed of the game on the table</source>
        <translation>Het spelnummer van het spel op tafel gebruiken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seed of the game on the table: %1</source>
        <translation>Spelnummer van het spel op tafel: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The same seed deals the same tiles again.</source>
        <translation>Hetzelfde spelnummer deelt opnieuw dezelfde stenen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First meld</source>
        <translation>Opening</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points needed for the first meld</source>
        <translation>Benodigde punten voor de opening</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles each</source>
        <translation>Stenen per speler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles dealt to each player</source>
        <translation>Aantal stenen dat elke speler krijgt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time a turn</source>
        <translation>Tijd per beurt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn</source>
        <translation>Tijdslimiet per beurt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time bank</source>
        <translation>Tijdbank</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Empty pool</source>
        <translation>Lege pot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When the pool is empty</source>
        <translation>Als de pot leeg is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until no one can play</source>
        <translation>Doorspelen tot niemand meer kan spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more turn each</source>
        <translation>Nog één beurt per speler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The official rule.</source>
        <translation>De officiële regel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the round ends.</source>
        <translation>Daarna eindigt de ronde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Length of the match</source>
        <translation>Lengte van de partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round</source>
        <translation>Eén ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To a score</source>
        <translation>Tot een score</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Number of rounds</source>
        <translation>Aantal rondes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Target score</source>
        <translation>Doelscore</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rounds</source>
        <translation>rondes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points to win</source>
        <translation>punten om te winnen</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Start game</source>
        <translation>Spel starten</translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message>
        <location filename="../app/online/online_lobby.cpp" line="+393"/>
        <source>Place %1 of %2: %3 → %4</source>
        <extracomment>A rated game in the player&apos;s history: %1 their place, %2 the people at the table, %3 and %4 the rating before and after.</extracomment>
        <translation>Plaats %1 van %2: %3 → %4</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>“%1” is not a lobby&apos;s address: type it as whoever runs the lobby gave it, e.g. lobby.example.org or wss://lobby.example.org:4530.</source>
        <translation>‘%1’ is geen adres van een lobby: typ het zoals de beheerder van de lobby het gaf, bijv. lobby.example.org of wss://lobby.example.org:4530.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You left the table.</source>
        <translation>Je hebt de tafel verlaten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You left the quick match.</source>
        <translation>Je hebt het snelle spel verlaten.</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+44"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>Een naam van hoogstens %1 tekens, alsjeblieft.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This system gives the game no folder to keep your player&apos;s key in.</source>
        <translation>Dit systeem geeft het spel geen map om je spelerssleutel in te bewaren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your player&apos;s key could not be read or made: %1</source>
        <translation>Je spelerssleutel kon niet worden gelezen of gemaakt: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Give your name: it is how the others see you at the lobby.</source>
        <translation>Geef je naam: zo zien de anderen je in de lobby.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You signed out of the lobby.</source>
        <translation>Je bent afgemeld bij de lobby.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type the code your friend&apos;s table shows.</source>
        <translation>Typ de code die de tafel van je vriend toont.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Signed in at %1 as %2.</source>
        <translation>Aangemeld bij %1 als %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to %1: choose your name.</source>
        <translation>Verbonden met %1: kies je naam.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No lobby yet. A lobby is a server a club, a family or a community runs: type the address they gave you, then Connect.</source>
        <translation>Nog geen lobby. Een lobby is een server die een club, een familie of een gemeenschap draait: typ het adres dat je kreeg en kies Verbinden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to a lobby.</source>
        <translation>Niet verbonden met een lobby.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating %1 ± %2</source>
        <extracomment>The player&apos;s rating: %1 the rating, %2 how sure it is (the deviation), then the games it rests on.</extracomment>
        <translation>Rating %1 ± %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, no rated games yet</source>
        <translation>%1, nog geen gewaardeerde partijen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, from %n rated game(s)</source>
        <translation>
            <numerusform>%1, uit %n gewaardeerde partij</numerusform>
            <numerusform>%1, uit %n gewaardeerde partijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>A private rated table, %n seat(s)</source>
        <translation>
            <numerusform>Een besloten gewaardeerde tafel, %n plaats</numerusform>
            <numerusform>Een besloten gewaardeerde tafel, %n plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A private friendly table, %n seat(s)</source>
        <translation>
            <numerusform>Een besloten vriendschappelijke tafel, %n plaats</numerusform>
            <numerusform>Een besloten vriendschappelijke tafel, %n plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A rated table, %n seat(s)</source>
        <translation>
            <numerusform>Een gewaardeerde tafel, %n plaats</numerusform>
            <numerusform>Een gewaardeerde tafel, %n plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>A friendly table, %n seat(s)</source>
        <translation>
            <numerusform>Een vriendschappelijke tafel, %n plaats</numerusform>
            <numerusform>Een vriendschappelijke tafel, %n plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 sitting, %n seat(s) free</source>
        <extracomment>A table at the lobby: %1 who sits there (names), then its free seats, then its rules.</extracomment>
        <translation>
            <numerusform>Aan tafel: %1; %n plaats vrij</numerusform>
            <numerusform>Aan tafel: %1; %n plaatsen vrij</numerusform>
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
            <numerusform>Zoekt een tafel voor %1: %n speler wacht, jij meegerekend.</numerusform>
            <numerusform>Zoekt een tafel voor %1: %n spelers wachten, jij meegerekend.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Seating you with AIs in the free seats…</source>
        <translation>%1 Je krijgt een plaats, AI&apos;s nemen de vrije plaatsen…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 AIs take the free seats in %n second(s).</source>
        <translation>
            <numerusform>%1 AI&apos;s nemen de vrije plaatsen over %n seconde.</numerusform>
            <numerusform>%1 AI&apos;s nemen de vrije plaatsen over %n seconden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You sit at your table: %1. %2</source>
        <translation>Je zit aan je tafel: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit at your table: %1. %2. Friends join with the code %3</source>
        <translation>Je zit aan je tafel: %1. %2. Vrienden komen erbij met de code %3</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your rated table starts: taking your seat.</source>
        <translation>Je gewaardeerde tafel begint: je neemt je plaats in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table starts: taking your seat.</source>
        <translation>Je tafel begint: je neemt je plaats in.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your last rated game: place %1 of %2. Your rating is now %3 (%4).</source>
        <extracomment>After a rated game: %1 the place, %2 the people at the table, %3 the new rating, %4 its change (+12, -8).</extracomment>
        <translation>Je laatste gewaardeerde partij: plaats %1 van %2. Je rating is nu %3 (%4).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That name is taken at this lobby, or not allowed: choose another.</source>
        <translation>Die naam is in deze lobby al in gebruik of niet toegestaan: kies een andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby did not accept your player&apos;s key.</source>
        <translation>De lobby heeft je spelerssleutel niet aanvaard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You signed in at this lobby from another window or machine: this one is signed out.</source>
        <translation>Je hebt je in een ander venster of op een andere computer bij deze lobby aangemeld: hier ben je afgemeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lobby speaks another version of the game&apos;s protocol: update the game, or ask whoever runs the lobby.</source>
        <translation>Deze lobby spreekt een andere versie van het protocol van het spel: werk het spel bij of vraag het de beheerder van de lobby.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That table is no longer open.</source>
        <translation>Die tafel is niet meer open.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No private table has that code: check it with your friend.</source>
        <translation>Geen besloten tafel heeft die code: controleer hem met je vriend.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who made the table starts it.</source>
        <translation>Alleen wie de tafel maakte, kan hem starten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit at a table already: leave it first.</source>
        <translation>Je zit al aan een tafel: verlaat die eerst.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many wrong codes from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Te veel verkeerde codes vanaf je adres: probeer het over %n seconde opnieuw.</numerusform>
            <numerusform>Te veel verkeerde codes vanaf je adres: probeer het over %n seconden opnieuw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many tables asked for at once: try again in %n second(s).</source>
        <translation>
            <numerusform>Te veel tafels tegelijk gevraagd: probeer het over %n seconde opnieuw.</numerusform>
            <numerusform>Te veel tafels tegelijk gevraagd: probeer het over %n seconden opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Te veel verzoeken tegelijk: wacht even en probeer het opnieuw.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby is full right now: try again later.</source>
        <translation>De lobby is nu vol: probeer het later opnieuw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby refused this game&apos;s request.</source>
        <translation>De lobby weigerde het verzoek van het spel.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Nobody vouches for this lobby&apos;s certificate. If whoever runs the lobby gives you this fingerprint, trust it: %1</source>
        <translation>Niemand staat in voor het certificaat van deze lobby. Als de beheerder van de lobby je deze vingerafdruk geeft, vertrouw hem: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lobby cannot be reached: %1</source>
        <translation>De lobby is niet bereikbaar: %1</translation>
    </message>
</context>
<context>
    <name>OnlineRanks</name>
    <message>
        <location filename="../qml/screens/OnlineRanks.qml" line="+47"/>
        <source>What the list shows</source>
        <translation>Wat de lijst toont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your rated games</source>
        <translation>Je gewaardeerde partijen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No rated game yet: your rating moves with each one.</source>
        <translation>Nog geen gewaardeerde partij: je rating verandert met elke partij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has played a rated game here yet.</source>
        <translation>Hier heeft nog niemand een gewaardeerde partij gespeeld.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games</source>
        <extracomment>The leaderboard&apos;s column of rated games played (short).</extracomment>
        <translation>Partijen</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1. %2, rating %3, %n rated game(s)</source>
        <extracomment>A leaderboard&apos;s line: %1 the place, %2 the name, %3 the rating, then the rated games.</extracomment>
        <translation>
            <numerusform>%1. %2, rating %3, %n gewaardeerde partij</numerusform>
            <numerusform>%1. %2, rating %3, %n gewaardeerde partijen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../qml/screens/OnlineScreen.qml" line="+31"/>
        <location line="+104"/>
        <source>Play online</source>
        <translation>Online spelen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>‹ Menu</source>
        <translation>‹ Menu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc); you stay signed in</source>
        <translation>Terug naar het startscherm (Esc); je blijft aangemeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Terug naar het startscherm (Esc)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sign out</source>
        <translation>Afmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lobby (a table you wait at is left, and the quick match&apos;s queue)</source>
        <translation>De lobby verlaten (ook de tafel waaraan je wacht en de wachtrij van de snelle partij)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Play people anywhere: a lobby lists tables, seats you with players of your strength, and keeps a rating.</source>
        <translation>Speel met mensen overal: een lobby toont tafels, zet je bij spelers van jouw sterkte en houdt een rating bij.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. lobby.example.org</source>
        <translation>bijv. lobby.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby&apos;s address</source>
        <translation>Het adres van de lobby</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the others see you</source>
        <translation>Zo zien de anderen je</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the lobby</source>
        <translation>Je naam in de lobby</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trust and connect</source>
        <translation>Vertrouwen en verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust this lobby&apos;s certificate, by the fingerprint shown, from now on</source>
        <translation>Het certificaat van deze lobby vanaf nu vertrouwen, aan de getoonde vingerafdruk</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this name</source>
        <translation>Deze naam gebruiken</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the lobby and sign in with your player&apos;s key</source>
        <translation>Verbinden met de lobby en aanmelden met je spelerssleutel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No account and no password: the game makes a key for you, kept on this computer, that tells the lobby it is you again.</source>
        <translation>Geen account en geen wachtwoord: het spel maakt een sleutel voor je, bewaard op deze computer, die de lobby vertelt dat jij het weer bent.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ratings</source>
        <translation>Ratings</translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <location filename="../qml/screens/OnlineTables.qml" line="+110"/>
        <source>Your table is being played.</source>
        <translation>Aan je tafel wordt gespeeld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to your table</source>
        <translation>Terug naar je tafel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your table</source>
        <translation>Je tafel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Friends join with the code %1</source>
        <extracomment>A private table&apos;s code, for the player to give to friends.</extracomment>
        <translation>Vrienden komen erbij met de code %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game starts when every seat is taken, or when you start it: AIs take the free seats.</source>
        <translation>Het spel begint als elke plaats bezet is, of als jij het start: AI&apos;s nemen de vrije plaatsen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game starts when every seat is taken, or when the table&apos;s maker starts it.</source>
        <translation>Het spel begint als elke plaats bezet is, of als de maker van de tafel het start.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start now</source>
        <translation>Nu starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game now; AIs take the free seats</source>
        <translation>Het spel nu starten; AI&apos;s nemen de vrije plaatsen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get up from this table: its seat is free again</source>
        <translation>Opstaan van deze tafel: de plaats is weer vrij</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick match</source>
        <translation>Snelle partij</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for a quick match</source>
        <translation>Wacht op een snelle partij</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stop waiting</source>
        <translation>Stoppen met wachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the quick match&apos;s queue</source>
        <translation>De wachtrij van het snelle spel verlaten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick match: players of your strength</source>
        <translation>Snelle partij: spelers van jouw sterkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players at the table</source>
        <translation>Spelers aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 spelers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 players</source>
        <translation>4 spelers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How long to wait for people before AIs take the free seats</source>
        <translation>Hoe lang op mensen wachten voordat AI&apos;s de vrije plaatsen nemen</translation>
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
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>2 min</source>
        <translation>2 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min</source>
        <translation>5 min</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find a game</source>
        <translation>Partij zoeken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated table with players of a similar rating; AIs take the seats nobody took after the wait</source>
        <translation>Een gewaardeerde tafel met spelers van een vergelijkbare rating; na het wachten nemen AI&apos;s de plaatsen die niemand nam</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A table of your own</source>
        <translation>Een eigen tafel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats at your table</source>
        <translation>Plaatsen aan je tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 seats</source>
        <translation>2 plaatsen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 seats</source>
        <translation>3 plaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 seats</source>
        <translation>4 plaatsen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether the table&apos;s games change ratings</source>
        <translation>Of de partijen aan de tafel ratings veranderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated</source>
        <translation>Gewaardeerd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Friendly</source>
        <translation>Vriendschappelijk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who may sit down: anyone, or friends with the code</source>
        <translation>Wie mag aanschuiven: iedereen, of vrienden met de code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Private</source>
        <translation>Besloten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make the table</source>
        <translation>Tafel maken</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A private table&apos;s code</source>
        <translation>Code van een besloten tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A private table&apos;s code, from your friend</source>
        <translation>De code van een besloten tafel, van je vriend</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join by code</source>
        <translation>Aanschuiven met code</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open tables (%1)</source>
        <translation>Open tafels (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No open table right now: make one, or find a game in the quick match.</source>
        <translation>Nu geen open tafel: maak er een, of zoek een partij via de snelle partij.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Sit down</source>
        <translation>Aanschuiven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit down at %1</source>
        <translation>Aanschuiven aan %1</translation>
    </message>
</context>
<context>
    <name>PenaltyBanner</name>
    <message numerus="yes">
        <location filename="../qml/table/PenaltyBanner.qml" line="+37"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>De tijd van %1 is om: %n strafsteen.</numerusform>
            <numerusform>De tijd van %1 is om: %n strafstenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile(s).</source>
        <translation>
            <numerusform>De tafel van %1 was ongeldig: %2. Alles is teruggezet en %1 moest %n strafsteen pakken.</numerusform>
            <numerusform>De tafel van %1 was ongeldig: %2. Alles is teruggezet en %1 moest %n strafstenen pakken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Penalty</source>
        <translation>Straf</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You drew:</source>
        <translation>Je pakte:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>PlayAgainPanel</name>
    <message>
        <location filename="../qml/screens/PlayAgainPanel.qml" line="+35"/>
        <source>The host asks to play again with the same people.</source>
        <translation>De gastheer vraagt of jullie nog een keer spelen met dezelfde mensen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays again</source>
        <translation>Wie er nog een keer speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same people?</source>
        <translation>Nog een keer spelen met dezelfde mensen?</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You play again: the new match begins when the host deals it.</source>
        <translation>Je speelt nog een keer: de nieuwe partij begint zodra de gastheer deelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not play again: an AI takes your seat if the others do.</source>
        <translation>Je speelt niet nog een keer: een AI neemt je plaats over als de anderen wel spelen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ask the friends</source>
        <translation>De vrienden vragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the friends to play again with the same people</source>
        <translation>De vrienden vragen of ze nog een keer spelen met dezelfde mensen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the new match</source>
        <translation>Nieuwe partij delen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Yes, play again</source>
        <translation>Ja, nog een keer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No, thanks</source>
        <translation>Nee, bedankt</translation>
    </message>
</context>
<context>
    <name>PlayedGames</name>
    <message>
        <location filename="../app/review/played_games.cpp" line="+27"/>
        <source>At one screen</source>
        <translation>Aan één scherm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends</source>
        <translation>Vrienden</translation>
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
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 won</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Mixed AI levels</source>
        <extracomment>Statistics: the games against AIs of more than one level (a standard and an expert AI).</extracomment>
        <translation>AI&apos;s van verschillende niveaus</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <location filename="../qml/table/PlayerRow.qml" line="+30"/>
        <source>%1 (to play): %n tile(s), total %2</source>
        <translation>
            <numerusform>%1 (aan de beurt): %n steen, totaal %2</numerusform>
            <numerusform>%1 (aan de beurt): %n stenen, totaal %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n tile(s), total %2</source>
        <translation>
            <numerusform>%1: %n steen, totaal %2</numerusform>
            <numerusform>%1: %n stenen, totaal %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, time bank %2</source>
        <translation>%1, tijdbank %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>AI</source>
        <translation>AI</translation>
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
        <translation>Er zitten vrienden aan je tafel</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>End the table</source>
        <translation>Tafel beëindigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause it</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
</context>
<context>
    <name>Rack</name>
    <message>
        <location filename="../qml/table/Rack.qml" line="+22"/>
        <source>%1&apos;s rack</source>
        <translation>Plankje van %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The rack</source>
        <translation>Het plankje</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1, %n tile(s)</source>
        <translation>
            <numerusform>%1, %n steen</numerusform>
            <numerusform>%1, %n stenen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../qml/dialogs/ResumeDialog.qml" line="+70"/>
        <source>Resume your last game?</source>
        <translation>Je laatste spel hervatten?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be resumed</source>
        <translation>Het spel kon niet worden hervat</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>It was saved when the game was last closed. A new game sets it aside.</source>
        <translation>Het is opgeslagen toen het spel voor het laatst werd afgesloten. Een nieuw spel zet het opzij.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The saved game was set aside; the game on the table goes on.</source>
        <translation>Het opgeslagen spel is opzijgezet; het spel op tafel gaat door.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the saved game aside and play a new game</source>
        <translation>Het opgeslagen spel opzijzetten en een nieuw spel spelen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume the saved game</source>
        <translation>Het opgeslagen spel hervatten</translation>
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
        <translation>Dit is een terugblik: de stenen liggen zoals ze gespeeld zijn.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <location filename="../qml/screens/ReviewScreen.qml" line="+54"/>
        <source>Review of a game</source>
        <translation>Terugblik op een spel</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the review (Esc)</source>
        <translation>De terugblik verlaten (Esc)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review: %1</source>
        <translation>Terugblik: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Where the most could have been laid:</source>
        <translation>Waar het meeste meer kon:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go to this turn</source>
        <translation>Naar deze beurt</translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A review of a round still being played: another player&apos;s rack stays hidden.</extracomment>
        <translation>
            <numerusform>%n steen, niet getoond</numerusform>
            <numerusform>%n stenen, niet getoond</numerusform>
        </translation>
    </message>
    <message>
        <location line="-266"/>
        <location line="+302"/>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Beurt %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Turn %1 of %2</source>
        <translation>Beurt %1 van %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1&apos;s rack is not shown while the round is being played.</source>
        <translation>Het rek van %1 blijft verborgen zolang de ronde loopt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>‹ Turn</source>
        <translation>‹ Beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before</source>
        <translation>De beurt ervoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before (Left)</source>
        <translation>De beurt ervoor (Links)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn ›</source>
        <translation>Beurt ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn</source>
        <translation>De volgende beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn (Right)</source>
        <translation>De volgende beurt (Rechts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>‹ Move</source>
        <translation>‹ Zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move before</source>
        <translation>De zet ervoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move back (Shift+Left)</source>
        <translation>De beurt een zet terug (Shift+Links)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move ›</source>
        <translation>Zet ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move</source>
        <translation>De volgende zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move on (Shift+Right)</source>
        <translation>De beurt een zet verder (Shift+Rechts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch again</source>
        <translation>Nog eens bekijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn played out again as it was</source>
        <translation>De beurt nog eens afspelen zoals hij was</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show me</source>
        <translation>Laat zien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best play, played out on this turn&apos;s table (Ctrl+H)</source>
        <translation>De beste zet, voorgedaan op de tafel van deze beurt (Ctrl+H)</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../app/words/review_words.cpp" line="+15"/>
        <source>splitting %1</source>
        <translation>door %1 te splitsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing the joker from %1</source>
        <translation>door de joker uit %1 te halen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking tiles from %1</source>
        <translation>door stenen uit %1 te nemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joining %1 to another set</source>
        <translation>door %1 aan een andere combinatie te koppelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding to %1</source>
        <translation>door %1 aan te vullen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 held back %n tile(s): a play was there, and it drew.</source>
        <translation>
            <numerusform>%1 hield %n steen achter: er was een zet mogelijk, en het trok.</numerusform>
            <numerusform>%1 hield %n stenen achter: er was een zet mogelijk, en het trok.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 laid %n tile(s): the most that could be laid.</source>
        <translation>
            <numerusform>%1 legde %n steen: zoveel als kon.</numerusform>
            <numerusform>%1 legde %n stenen: zoveel als kon.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no opening yet: nothing could be laid.</source>
        <translation>%1 had nog geen opening: er kon niets worden gelegd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 could lay nothing.</source>
        <translation>%1 kon niets leggen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 laid %n tile(s)</source>
        <translation>
            <numerusform>%1 legde %n steen</numerusform>
            <numerusform>%1 legde %n stenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid nothing (a penalty)</source>
        <translation>%1 legde niets (een straf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid nothing</source>
        <translation>%1 legde niets</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; an opening of %n tile(s) was there.</source>
        <translation>
            <numerusform>%1; een opening van %n steen was mogelijk.</numerusform>
            <numerusform>%1; een opening van %n stenen was mogelijk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1; the best play laid %n tile(s), %2.</source>
        <translation>
            <numerusform>%1; de beste zet legde %n steen, %2.</numerusform>
            <numerusform>%1; de beste zet legde %n stenen, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; the best play laid %n tile(s).</source>
        <translation>
            <numerusform>%1; de beste zet legde %n steen.</numerusform>
            <numerusform>%1; de beste zet legde %n stenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The best play lays %n tile(s), %1.</source>
        <translation>
            <numerusform>De beste zet legt %n steen, %1.</numerusform>
            <numerusform>De beste zet legt %n stenen, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>De beste zet legt %n steen.</numerusform>
            <numerusform>De beste zet legt %n stenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 could have laid %n more tile(s), on %2 of %3 turns.</source>
        <translation>
            <numerusform>%1 had %n steen meer kunnen leggen, in %2 van %3 beurten.</numerusform>
            <numerusform>%1 had %n stenen meer kunnen leggen, in %2 van %3 beurten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It held back on %n turn(s) by choice.</source>
        <translation>
            <numerusform>Het hield in %n beurt bewust in.</numerusform>
            <numerusform>Het hield in %n beurten bewust in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The opening could have come %n turn(s) sooner.</source>
        <translation>
            <numerusform>De opening had %n beurt eerder gekund.</numerusform>
            <numerusform>De opening had %n beurten eerder gekund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, %n more tile(s)</source>
        <translation>
            <numerusform>%1, %n steen meer</numerusform>
            <numerusform>%1, %n stenen meer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, turn %2: %3</source>
        <translation>Ronde %1, beurt %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Beurt %1: %2</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 played the hint&apos;s play.</source>
        <translation>%1 speelde de zet van de tip.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 played the hint&apos;s play</source>
        <extracomment>The start of a sentence that goes on &quot;; the best play laid 5 tiles.&quot;</extracomment>
        <translation>%1 speelde de zet van de tip</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1 laid the most that could be laid on %2 of %n turn(s).</source>
        <extracomment>%1 the player, %2 the turns on which it laid the most, %n all its turns.</extracomment>
        <translation>
            <numerusform>%1 legde in %2 van %n beurt het meeste dat kon.</numerusform>
            <numerusform>%1 legde in %2 van %n beurten het meeste dat kon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 took %n turn(s).</source>
        <translation>
            <numerusform>%1 speelde %n beurt.</numerusform>
            <numerusform>%1 speelde %n beurten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 played the hint&apos;s play on %n turn(s).</source>
        <translation>
            <numerusform>%1 speelde in %n beurt de zet van de tip.</numerusform>
            <numerusform>%1 speelde in %n beurten de zet van de tip.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../qml/screens/RoundEndScreen.qml" line="+98"/>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1 is over</source>
        <translation>Ronde %1 is voorbij</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Game over — %1 wins</source>
        <translation>Spel afgelopen — %1 wint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over — it is a tie</source>
        <translation>Spel afgelopen — gelijkspel</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tiles left</source>
        <translation>Stenen over</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+179"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+208"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message numerus="yes">
        <location line="-177"/>
        <source>%1: %n tile(s) left worth %2, round %3, total %4</source>
        <extracomment>For screen readers: %1 the player, %2 the points of the tiles left, %3 this round&apos;s score (signed), %4 the total score.</extracomment>
        <translation>
            <numerusform>%1: nog %n steen ter waarde van %2, ronde %3, totaal %4</numerusform>
            <numerusform>%1: nog %n stenen ter waarde van %2, ronde %3, totaal %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A joined table&apos;s round end: another player&apos;s rack is not shown, only its size.</extracomment>
        <translation>
            <numerusform>%n steen, niet getoond</numerusform>
            <numerusform>%n stenen, niet getoond</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none — went out</source>
        <translation>geen — uitgegaan</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scores by round</source>
        <translation>Scores per ronde</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Review</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review the game turn by turn, against the best plays</source>
        <translation>Het spel beurt voor beurt terugkijken, naast de beste zetten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Look at the table</source>
        <translation>Tafel bekijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and look at the table</source>
        <translation>Dit venster sluiten en de tafel bekijken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the next round</source>
        <translation>De volgende ronde delen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a new game</source>
        <translation>Een nieuw spel starten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the lobby</source>
        <translation>Terug naar de lobby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the lobby&apos;s tables and ratings</source>
        <translation>Terug naar de tafels en ratings van de lobby</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-62"/>
        <source>the first meld must be worth %1 to %2 points, not %3</source>
        <translation>de opening moet %1 tot %2 punten waard zijn, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rack must start with %1 to %2 tiles, not %3</source>
        <translation>een plankje moet met %1 tot %2 stenen beginnen, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty must be %1 to %2 tiles, not %3</source>
        <translation>het aantal strafstenen moet %1 tot %2 zijn, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a turn&apos;s time must be %1 to %2 seconds, not %3</source>
        <translation>de tijd per beurt moet %1 tot %2 seconden zijn, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty for running out of time must be %1 to %2 tiles, not %3</source>
        <translation>het aantal strafstenen bij tijdsoverschrijding moet %1 tot %2 zijn, niet %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank must be %1 to %2 seconds, not %3</source>
        <translation>een tijdbank moet %1 tot %2 seconden zijn, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time added after each turn must be %1 to %2 seconds, not %3</source>
        <translation>de tijd die na elke beurt bijkomt moet %1 tot %2 seconden zijn, niet %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a match must have %1 to %2 rounds, not %3</source>
        <translation>een partij moet %1 tot %2 rondes hebben, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score must be %1 to %2, not %3</source>
        <translation>de doelscore moet %1 tot %2 zijn, niet %3</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/SaveGameDialog.qml" line="+54"/>
        <source>Save the game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>Tile Rummy-spellen (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>SaveSession</name>
    <message>
        <location filename="../app/session/save_session.cpp" line="+28"/>
        <source>A game at a table another machine hosts is saved there, by its host.</source>
        <translation>Een spel aan een tafel die een andere computer host, wordt daar door de gastheer bewaard.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Your last game could not be opened: %1. The file was kept, unchanged, as %2.</source>
        <translation>Je vorige spel kon niet worden geopend: %1. Het bestand is ongewijzigd bewaard als %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last game could not be opened: %1. It could not be moved aside either, so this game will not be saved automatically (the file is left as it is).</source>
        <translation>Je vorige spel kon niet worden geopend: %1. Het bestand kon ook niet opzij worden gezet, dus dit spel wordt niet automatisch opgeslagen (het bestand blijft zoals het is).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2, saved %3</source>
        <translation>%1, ronde %2, opgeslagen op %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> vs </source>
        <translation> tegen </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no saved game to resume.</source>
        <translation>Er is geen opgeslagen spel om te hervatten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be resumed: %1. It was kept as %2.</source>
        <translation>Het opgeslagen spel kon niet worden hervat: %1. Het is bewaard als %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your unfinished game (%1) was kept as %2. Open (Ctrl+O) plays it on.</source>
        <translation>Je onafgemaakte spel (%1) is bewaard als %2. Openen (Ctrl+O) speelt het verder.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No game to review.</source>
        <translation>Geen spel om terug te kijken.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be replayed.</source>
        <translation>Het opgeslagen spel kon niet opnieuw worden afgespeeld.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../app/record/scoreboard.cpp" line="+104"/>
        <source>%1 went out!</source>
        <translation>%1 is uit!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You went out!</source>
        <translation>Je bent uit!</translation>
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
        <translation>Plaats %1: een vriend</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting…</source>
        <translation>wacht…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away, the AI plays</source>
        <translation>weg, de AI speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined</source>
        <translation>aan tafel</translation>
    </message>
</context>
<context>
    <name>SeatTakenOverDialog</name>
    <message>
        <location filename="../qml/dialogs/SeatTakenOverDialog.qml" line="+17"/>
        <source>A seat was taken over</source>
        <translation>Een plaats is overgenomen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Free the seat</source>
        <translation>Plaats vrijgeven</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was them: keep it</source>
        <extracomment>The seat taken over stays as it is: it was its player, on another connection.</extracomment>
        <translation>Dat was de vriend zelf: zo laten</translation>
    </message>
</context>
<context>
    <name>SetChooser</name>
    <message>
        <location filename="../qml/input/SetChooser.qml" line="+39"/>
        <source>Set %1: %2, fits</source>
        <extracomment>A set in the list of sets to put the selected tiles into: %1 its number, %2 its words.</extracomment>
        <translation>Combinatie %1: %2, past</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set %1: %2</source>
        <translation>Combinatie %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new set</source>
        <translation>Een nieuwe combinatie</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Put %n tile(s) into</source>
        <extracomment>The title of the list of sets the selected tiles can go into.</extracomment>
        <translation>
            <numerusform>%n steen leggen in</numerusform>
            <numerusform>%n stenen leggen in</numerusform>
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
        <translation>rij %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group %1</source>
        <translation>groep %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished set %1</source>
        <translation>onvolledige combinatie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>geldig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a valid run or group</source>
        <translation>geen geldige rij of groep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too short</source>
        <translation>te kort</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Set %1: %2</source>
        <extracomment>A set&apos;s handle for screen readers: %1 its number on the table, %2 what it is (&quot;run red 3, red 4, red 5&quot;).</extracomment>
        <translation>Combinatie %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space selects the whole set; Enter puts the selected tiles at its end</source>
        <translation>Spatiebalk selecteert de hele combinatie; Enter legt de geselecteerde stenen aan het einde</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Drag to move the whole set; click to select it</source>
        <translation>Slepen om de hele combinatie te verplaatsen; klikken om te selecteren</translation>
    </message>
</context>
<context>
    <name>SetWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-177"/>
        <source>An empty set was left on the table.</source>
        <translation>Er is een lege combinatie op tafel achtergebleven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is alone: the joker you freed must be played in a set this turn.</source>
        <translation>%1 ligt los: de joker die je hebt vrijgespeeld, moet je deze beurt in een combinatie leggen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: the joker(s) you freed must be played in a set of at least three tiles this turn.</source>
        <translation>
            <numerusform>%1: de joker die je hebt vrijgespeeld, moet je deze beurt in een combinatie van minstens drie stenen leggen.</numerusform>
            <numerusform>%1: de jokers die je hebt vrijgespeeld, moet je deze beurt in een combinatie van minstens drie stenen leggen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is alone: a tile you take from a set must be played in another set this turn.</source>
        <translation>%1 ligt los: een steen die je uit een combinatie haalt, moet je deze beurt in een andere combinatie leggen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is alone: a run or group needs at least three tiles.</source>
        <translation>%1 ligt los: een rij of groep heeft minstens drie stenen nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: this set now has only two tiles; a run or group needs at least three.</source>
        <translation>%1: deze combinatie heeft nu nog maar twee stenen; een rij of groep heeft er minstens drie nodig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tiles you took out must be played in sets of at least three this turn.</source>
        <translation>%1: de stenen die je eruit hebt gehaald, moet je deze beurt in combinaties van minstens drie stenen leggen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: this set has only two tiles; a run or group needs at least three.</source>
        <translation>%1: deze combinatie heeft maar twee stenen; een rij of groep heeft er minstens drie nodig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a set holds at most two jokers.</source>
        <translation>%1: een combinatie mag maximaal twee jokers bevatten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same tile twice; a run needs different numbers and a group different colours.</source>
        <translation>%1: twee keer dezelfde steen; een rij heeft verschillende getallen nodig en een groep verschillende kleuren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a group has at most four tiles, one of each colour.</source>
        <translation>%1: een groep heeft maximaal vier stenen, één van elke kleur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a group needs tiles of different colours.</source>
        <translation>%1: een groep heeft stenen van verschillende kleuren nodig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs each number once.</source>
        <translation>%1: in een rij mag elk getal maar één keer voorkomen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run has at most 13 tiles.</source>
        <translation>%1: een rij heeft maximaal 13 stenen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run can&apos;t go on from 13 to 1.</source>
        <translation>%1: een rij kan niet van 13 doorlopen naar 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs consecutive numbers.</source>
        <translation>%1: een rij moet uit opeenvolgende getallen bestaan.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: a run needs consecutive numbers, and the joker(s) can&apos;t fill all the gaps.</source>
        <translation>
            <numerusform>%1: een rij moet uit opeenvolgende getallen bestaan, en de joker kan niet alle gaten opvullen.</numerusform>
            <numerusform>%1: een rij moet uit opeenvolgende getallen bestaan, en de jokers kunnen niet alle gaten opvullen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a run is one colour with consecutive numbers and a group one number in different colours; this set is neither.</source>
        <translation>%1: een rij bestaat uit één kleur met opeenvolgende getallen en een groep uit één getal in verschillende kleuren; deze combinatie is geen van beide.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+32"/>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+20"/>
        <source>Tile size</source>
        <translation>Steengrootte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Animations</source>
        <translation>Animaties</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Hints in games</source>
        <translation>Tips in spellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: the Hint button and Ctrl+H do nothing in games (the tutorial keeps its help).</source>
        <translation>Uit: de knop Tip en Ctrl+H doen niets in spellen (de tutorial blijft wel helpen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A friend who drops</source>
        <translation>Als een vriend wegvalt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long a friend on another machine who lost the connection keeps their seat before the AI plays it</source>
        <translation>Hoe lang een vriend op een andere computer na een verbroken verbinding zijn plaats houdt voordat de AI voor hem speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 min</source>
        <translation>2 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 min</source>
        <translation>5 min</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watchers</source>
        <translation>Meekijkers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many people may watch a table you host (they see what a bystander sees: no rack)</source>
        <translation>Hoeveel mensen mogen meekijken aan een tafel die jij host (ze zien wat een toeschouwer ziet: geen plankje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time a turn</source>
        <translation>Tijd per beurt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn in new games</source>
        <translation>Tijdslimiet per beurt in nieuwe spellen</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>30 s</source>
        <translation>30 s</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>For new games.</source>
        <translation>Voor nieuwe spellen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Restore defaults</source>
        <translation>Standaard herstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore the default settings</source>
        <translation>De standaardinstellingen herstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About…</source>
        <translation>Over…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tile Rummy</source>
        <translation>Over Tile Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the settings</source>
        <translation>De instellingen sluiten</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/table/SidePanel.qml" line="+50"/>
        <source>Game log and scores</source>
        <translation>Spelverloop en scores</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Panels</source>
        <translation>Panelen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+30"/>
        <source>Turns</source>
        <translation>Beurten</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Turn</source>
        <extracomment>Must match the start of the turn lines of the log (&quot;Turn 3: ...&quot;).</extracomment>
        <translation>Beurt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Fewer details</source>
        <translation>Minder details</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by set</source>
        <translation>Combinatie voor combinatie</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Play this turn again</source>
        <translation>Deze beurt opnieuw tonen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play this turn again, step by step, in the review</source>
        <translation>Deze beurt stap voor stap opnieuw tonen bij het terugkijken</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tiles</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No round scored yet.</source>
        <translation>Nog geen ronde afgerond.</translation>
    </message>
</context>
<context>
    <name>SortButtons</name>
    <message>
        <location filename="../qml/table/SortButtons.qml" line="+18"/>
        <source>Sort by colour, for runs</source>
        <translation>Sorteren op kleur, voor rijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by colour and number, for runs (Ctrl+1)</source>
        <translation>Het plankje sorteren op kleur en getal, voor rijen (Ctrl+1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sort by number, for groups</source>
        <translation>Sorteren op getal, voor groepen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by number, for groups (Ctrl+2)</source>
        <translation>Het plankje sorteren op getal, voor groepen (Ctrl+2)</translation>
    </message>
</context>
<context>
    <name>SpokenNews</name>
    <message>
        <location filename="../app/news/spoken_news.cpp" line="+57"/>
        <source>Your penalty tiles: %1.</source>
        <translation>Je strafstenen: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew %1.</source>
        <translation>Je trok %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Your turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>Jij bent aan de beurt; de pot heeft %n steen.</numerusform>
            <numerusform>Jij bent aan de beurt; de pot heeft %n stenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>%1 is aan de beurt; de pot heeft %n steen.</numerusform>
            <numerusform>%1 is aan de beurt; de pot heeft %n stenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>Your opening needs %n point(s).</source>
        <translation>
            <numerusform>Je opening heeft %n punt nodig.</numerusform>
            <numerusform>Je opening heeft %n punten nodig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>Your opening needs %n point(s); your new sets are worth %1.</source>
        <extracomment>%n the points the opening needs, %1 what the sets laid so far this turn are worth.</extracomment>
        <translation>
            <numerusform>Je opening heeft %n punt nodig; je nieuwe combinaties zijn %1 waard.</numerusform>
            <numerusform>Je opening heeft %n punten nodig; je nieuwe combinaties zijn %1 waard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You opened with %n tile(s), worth %1 points.</source>
        <translation>
            <numerusform>Je opende met %n steen, %1 punten waard.</numerusform>
            <numerusform>Je opende met %n stenen, %1 punten waard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You laid %n tile(s).</source>
        <translation>
            <numerusform>Je legde %n steen.</numerusform>
            <numerusform>Je legde %n stenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turn log has each set.</source>
        <extracomment>After a play told in short (&quot;Expert AI rebuilt 5 sets and laid 3 tiles.&quot;): where its sets are told.</extracomment>
        <translation>Het zettenlogboek noemt elke combinatie.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2 points, total %3</source>
        <extracomment>A player&apos;s score in the round and the match&apos;s total, spoken: &quot;Ana 25 points, total 40&quot;.</extracomment>
        <translation>%1 %2 punten, totaal %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores: %1.</source>
        <translation>Scores: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match.</source>
        <translation>%1 wint de partij.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 %n tile(s)</source>
        <extracomment>A rack&apos;s count in the game&apos;s state: &quot;Ana 12 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%1 %n steen</numerusform>
            <numerusform>%1 %n stenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks: %1.</source>
        <translation>Plankjes: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The pool has %n tile(s).</source>
        <translation>
            <numerusform>De pot heeft %n steen.</numerusform>
            <numerusform>De pot heeft %n stenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Round %1.</source>
        <translation>Ronde %1.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/screens/StartScreen.qml" line="+49"/>
        <source>Start screen</source>
        <translation>Startscherm</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs, groups and the art of rearranging the table</source>
        <translation>Rijen, groepen en de kunst van het herschikken</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Forget it</source>
        <translation>Vergeten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave that table for good: its host&apos;s AI plays your seat</source>
        <translation>Die tafel voorgoed verlaten: de AI van de gastheer speelt jouw plaats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Taking your seat back…</source>
        <translation>Je plaats wordt teruggenomen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game on the table</source>
        <translation>Terug naar het spel op tafel</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+9"/>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Choose the players and deal</source>
        <translation>Kies de spelers en deel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Join a game…</source>
        <translation>Meedoen aan een spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at a table another machine hosts</source>
        <translation>Spelen aan een tafel die een andere computer host</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play online…</source>
        <translation>Online spelen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find players at a lobby: open tables, a quick match, ratings</source>
        <translation>Spelers vinden in een lobby: open tafels, een snelle partij, ratings</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Learn to rearrange: lessons (%1 of %2 done)</source>
        <translation>Leer herschikken: lessen (%1 van %2 voltooid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: the tutorial</source>
        <translation>Leer spelen: de tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short lessons, from the first meld to the hard moves</source>
        <translation>Korte lessen, van de opening tot de lastige zetten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Practice puzzles (%1 solved)</source>
        <translation>Oefenpuzzels (%1 opgelost)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice puzzles: find the best play</source>
        <translation>Oefenpuzzels: vind de beste zet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review this game</source>
        <translation>Dit spel terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game on the table, turn by turn, against the best plays</source>
        <translation>Het spel op tafel beurt voor beurt doorlopen, naast de beste zetten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your games and statistics</source>
        <translation>Je spellen en statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games you finished, to review, and how you play against each level</source>
        <translation>Je uitgespeelde spellen om terug te kijken, en hoe je speelt tegen elk niveau</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The version, the licence and the credits</source>
        <translation>Versie, licentie en verantwoording</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../qml/screens/StatisticsCharts.qml" line="+126"/>
        <source>Games won against each level (of the last %1)</source>
        <translation>Gewonnen spellen per niveau (van de laatste %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games against that level</source>
        <translation>Spellen tegen dat niveau</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games won</source>
        <translation>Gewonnen spellen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points per round</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds, the latest last</source>
        <translation>Rondes, de laatste achteraan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Tiles missed per turn</source>
        <translation>Gemiste stenen per beurt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games, the latest last</source>
        <translation>Spellen, het laatste achteraan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tiles missed</source>
        <translation>Gemiste stenen</translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <location filename="../qml/table/TableArea.qml" line="+31"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lay your sets here.</source>
        <translation>Leg hier je combinaties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open with runs and groups worth at least %1 points.</source>
        <translation>Open met rijen en groepen van samen minstens %1 punten.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Drop here for a new set</source>
        <translation>Laat hier los voor een nieuwe combinatie</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/words/chat_words.cpp" line="+10"/>
        <source>Good move!</source>
        <translation>Goede zet!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One moment, please.</source>
        <translation>Een momentje, graag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well played.</source>
        <translation>Goed gespeeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thanks!</source>
        <translation>Bedankt!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good luck!</source>
        <translation>Veel succes!</translation>
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
        <translation>%1 zegt: %2</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_chat.cpp" line="+99"/>
        <source>That is not one of the quick phrases.</source>
        <translation>Dat is geen van de snelle zinnen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write something first.</source>
        <translation>Schrijf eerst iets.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chat line of at most %1 characters, please.</source>
        <translation>Een chatregel van hoogstens %1 tekens, graag.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watchers read the chat; only the players write in it.</source>
        <translation>Meekijkers lezen de chat; alleen de spelers schrijven erin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table with friends is on.</source>
        <translation>Er is geen tafel met vrienden bezig.</translation>
    </message>
</context>
<context>
    <name>TableGuest</name>
    <message>
        <location filename="../app/netplay/table_guest.cpp" line="+98"/>
        <source>Joining a table</source>
        <translation>Aan een tafel gaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the game to begin</source>
        <translation>Wachten tot het spel begint</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection was lost</source>
        <translation>De verbinding is verbroken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table could not be joined</source>
        <translation>Aan deze tafel kon je niet gaan</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You are no longer at the table</source>
        <translation>Je zit niet meer aan tafel</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>“%1” is not the address of a table: type it as the host&apos;s screen shows it, e.g. 192.168.1.5:4520.</source>
        <translation>‘%1’ is geen adres van een tafel: typ het zoals het scherm van de gastheer het toont, bijv. 192.168.1.5:4520.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your name: it is how the others see you at the table.</source>
        <translation>Geef je naam: zo zien de anderen je aan tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>Graag een naam van hoogstens %1 tekens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fingerprint is 32 pairs of hexadecimal digits (AB:CD:…), as the host&apos;s screen shows it.</source>
        <translation>De vingerafdruk is 32 paren hexadecimale cijfers (AB:CD:…), zoals het scherm van de gastheer hem toont.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The game begins when every seat has its player.</source>
        <translation>Je hebt een plaats. Het spel begint zodra elke plaats bezet is.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Taking your seat back…</source>
        <translation>%1 Je plaats wordt teruggenomen…</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Your seat was taken back on another connection. If that was not you, tell the host: they can free your seat, and you join again with the code.</source>
        <translation>Je plaats is via een andere verbinding teruggenomen. Was jij dat niet, zeg het dan tegen de gastheer: die kan je plaats vrijgeven, en dan doe je opnieuw mee met de code.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The host freed your seat for someone else to take. If you are to play on, ask the host for the code and join again.</source>
        <translation>De gastheer heeft je plaats vrijgegeven voor iemand anders. Moet jij verder spelen, vraag de gastheer dan om de code en doe opnieuw mee.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The host sent what cannot be (%1): the table was left.</source>
        <translation>De gastheer stuurde iets onmogelijks (%1): de tafel is verlaten.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This table was opened by another version of Tile Rummy: both need the same version.</source>
        <translation>Deze tafel is geopend met een andere versie van Tile Rummy: beide hebben dezelfde versie nodig.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Joining a table to watch</source>
        <translation>Aan een tafel gaan om mee te kijken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match with the same people</source>
        <translation>Een nieuwe partij met dezelfde mensen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host paused the table</source>
        <translation>De gastheer heeft de tafel gepauzeerd</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You no longer watch the table</source>
        <translation>Je kijkt niet meer mee aan de tafel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You watch this table. The game begins when every seat has its player.</source>
        <translation>Je kijkt mee aan deze tafel. Het spel begint zodra elke plaats bezet is.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the new match…</source>
        <translation>Je kijkt mee naar de nieuwe partij…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Watching again…</source>
        <translation>%1 Je kijkt weer mee…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking your seat at the new match…</source>
        <translation>Je neemt je plaats in de nieuwe partij in…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>Je plaats blijft van jou: je zit weer aan tafel zodra de gastheer het spel weer opent.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This table&apos;s host has an older Tile Rummy, which cannot take watchers.</source>
        <translation>De gastheer van deze tafel heeft een oudere Tile Rummy, die geen meekijkers kan toelaten.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This table needs its code: the host&apos;s screen shows it.</source>
        <translation>Deze tafel heeft haar code nodig: het scherm van de gastheer toont die.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not this table&apos;s code: the host&apos;s screen shows it.</source>
        <translation>Dat is niet de code van deze tafel: het scherm van de gastheer toont die.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for %n second(s). Try again then.</source>
        <translation>
            <numerusform>Deze tafel heeft te veel foute codes gehad: %n seconde lang laat ze niemand nieuws meedoen. Probeer het dan opnieuw.</numerusform>
            <numerusform>Deze tafel heeft te veel foute codes gehad: %n seconden lang laat ze niemand nieuws meedoen. Probeer het dan opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for now. Try again in a minute.</source>
        <translation>Deze tafel heeft te veel foute codes gehad: op dit moment laat ze niemand nieuws meedoen. Probeer het over een minuut opnieuw.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle plaatsen aan deze tafel zijn bezet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone called %1 is at this table already: join with another name.</source>
        <translation>Er zit al iemand met de naam %1 aan tafel: doe mee met een andere naam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table&apos;s games are over.</source>
        <translation>De spellen aan deze tafel zijn voorbij.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed this table.</source>
        <translation>De gastheer heeft deze tafel gesloten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host&apos;s game was closed. Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>Het spel van de gastheer is gesloten. Je plaats blijft van jou: je zit weer aan tafel zodra de gastheer het spel weer opent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table does not know your seat: it is not the table you were at. Your seat is kept, to rejoin when its host opens that game again.</source>
        <translation>Deze tafel kent jouw plaats niet: het is niet de tafel waaraan je zat. Je plaats blijft bewaard, om terug te keren als de gastheer dat spel weer opent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat&apos;s key is out of date: it was used to come back to the table, and the host gave a new one to that connection. If that was not you, tell the host.</source>
        <translation>De sleutel van je plaats is verouderd: daarmee is iemand teruggekomen aan de tafel, en de gastheer heeft die verbinding een nieuwe gegeven. Was jij dat niet, zeg het dan tegen de gastheer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The host deals a new match with the same people: watching it…</source>
        <translation>De gastheer deelt een nieuwe partij met dezelfde mensen: je kijkt mee…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a new match with the same people: taking your seat…</source>
        <translation>De gastheer deelt een nieuwe partij met dezelfde mensen: je neemt je plaats in…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table takes no watchers, or no more of them.</source>
        <translation>Deze tafel laat geen meekijkers toe, of geen meer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host asked you to stop watching this table.</source>
        <translation>De gastheer heeft je gevraagd niet meer mee te kijken aan deze tafel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not pass on your chat line: wait a moment between lines.</source>
        <translation>De gastheer heeft je chatregel niet doorgegeven: wacht even tussen de regels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host did not take the move: it is not your turn.</source>
        <translation>De gastheer nam de zet niet aan: je bent niet aan de beurt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not take the move: it names tiles you do not hold.</source>
        <translation>De gastheer nam de zet niet aan: die noemt stenen die je niet hebt.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 The seat could not be taken back.</source>
        <translation>%1 De plaats kon niet worden teruggenomen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This table&apos;s certificate is its host&apos;s own: nobody else vouches for it. Its fingerprint begins %1. Ask the host whether the one beside their code begins the same; if it does, trust it and join.</source>
        <extracomment>%1 the start of a certificate&apos;s fingerprint, &quot;AB:CD:EF:01:23:45:67:89&quot;.</extracomment>
        <translation>Het certificaat van deze tafel is van de gastheer zelf: niemand anders staat ervoor in. De vingerafdruk begint met %1. Vraag de gastheer of die naast zijn code net zo begint; zo ja, vertrouw hem en doe mee.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="+74"/>
        <source>Nobody watches the table now.</source>
        <translation>Nu kijkt niemand meer mee.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Someone came to watch: %n watcher(s) now.</source>
        <translation>
            <numerusform>Er kijkt iemand mee: %n meekijker.</numerusform>
            <numerusform>Er kijkt iemand mee: %n meekijkers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Someone stopped watching: %n watcher(s) now.</source>
        <translation>
            <numerusform>Iemand kijkt niet meer mee: %n meekijker.</numerusform>
            <numerusform>Iemand kijkt niet meer mee: %n meekijkers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>While you were away the AI laid %n tile(s) for you.</source>
        <translation>
            <numerusform>Terwijl je weg was, heeft de AI %n steen voor je gelegd.</numerusform>
            <numerusform>Terwijl je weg was, heeft de AI %n stenen voor je gelegd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It also drew %n tile(s).</source>
        <translation>
            <numerusform>Ook trok hij %n steen.</numerusform>
            <numerusform>Ook trok hij %n stenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>While you were away the AI drew %n tile(s) for you.</source>
        <translation>
            <numerusform>Terwijl je weg was, heeft de AI %n steen voor je getrokken.</numerusform>
            <numerusform>Terwijl je weg was, heeft de AI %n stenen voor je getrokken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While you were away the AI passed for you.</source>
        <translation>Terwijl je weg was, heeft de AI voor je gepast.</translation>
    </message>
</context>
<context>
    <name>TableHost</name>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="+75"/>
        <source>%1 no longer watches: sent away.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 kijkt niet meer mee: weggestuurd.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This table is not encrypted (%1): on a shared network, others could read its code.</source>
        <translation>Deze tafel is niet versleuteld (%1): op een gedeeld netwerk kunnen anderen de code meelezen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n wrong join code(s) from %1: it must wait before trying again.</source>
        <translation>
            <numerusform>%n verkeerde deelnamecode van %1: dit adres moet wachten voor het opnieuw probeert.</numerusform>
            <numerusform>%n verkeerde deelnamecodes van %1: dit adres moet wachten voor het opnieuw probeert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table could not be opened to the network: %1</source>
        <translation>De tafel kon niet voor het netwerk worden geopend: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1&apos;s seat is free: the game waits for whoever joins with the code.</source>
        <extracomment>%1 a friend&apos;s name.</extracomment>
        <translation>De plaats van %1 is vrij: het spel wacht op wie meedoet met de code.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s seat was taken back with %1&apos;s key from %2, while %1 was connected from %3. If that was not %1, free the seat: whoever took it goes, the key opens nothing any more, and the game waits until %1 joins again with the code (you may give the table a new code first).</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses.</extracomment>
        <translation>De plaats van %1 is met de sleutel van %1 teruggenomen vanaf %2, terwijl %1 verbonden was vanaf %3. Was dat niet %1, geef de plaats dan vrij: wie hem nam moet weg, de sleutel opent niets meer, en het spel wacht tot %1 opnieuw meedoet met de code (je kunt de tafel eerst een nieuwe code geven).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host&apos;s game was closed. Your seat is kept for you: when the host opens the game again, you are seated again.</source>
        <translation>Het spel van de gastheer is gesloten. Je plaats blijft voor je bewaard: als de gastheer het spel weer opent, zit je weer aan tafel.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host has ended this table.</source>
        <translation>De gastheer heeft deze tafel beëindigd.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</source>
        <extracomment>%1 the friends&apos; names as a list (&quot;Ann and Bea&quot;); %n how many they are.</extracomment>
        <translation>
            <numerusform>%1 speelt aan je tafel. Beëindig de tafel, of pauzeer haar: het spel blijft bewaard, en als je het weer opent, zit %1 weer aan tafel.</numerusform>
            <numerusform>%1 spelen aan je tafel. Beëindig de tafel, of pauzeer haar: het spel blijft bewaard, en als je het weer opent, zitten ze weer aan tafel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1&apos;s seat was taken back on a new connection from %2.</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses (&quot;192.168.1.7&quot;).</extracomment>
        <translation>De plaats van %1 is teruggenomen via een nieuwe verbinding vanaf %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s seat was taken back from %2 while %1 was connected from %3: if that was not %1, free the seat.</source>
        <translation>De plaats van %1 is teruggenomen vanaf %2 terwijl %1 verbonden was vanaf %3: was dat niet %1, geef de plaats dan vrij.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n address(es). New players wait %2 s; the friends seated play on.</source>
        <translation>
            <numerusform>Iemand raadt de code van deze tafel: %1 foute codes in een minuut vanaf %n adres. Nieuwe spelers wachten %2 s; wie al zit, speelt door.</numerusform>
            <numerusform>Iemand raadt de code van deze tafel: %1 foute codes in een minuut vanaf %n adressen. Nieuwe spelers wachten %2 s; wie al zit, speelt door.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No table is open.</source>
        <translation>Er is geen tafel open.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A code of %1 to %2 letters and digits, please.</source>
        <translation>Graag een code van %1 tot %2 letters en cijfers.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Each deal was committed to before it was played, and its seed shown to your friends at the end: their games have checked it.</source>
        <translation>Elke deling lag vast voordat er gespeeld werd, en het nummer werd aan het eind aan je vrienden getoond: hun spellen hebben die gecontroleerd.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="-85"/>
        <source>%1 joined the table.</source>
        <translation>%1 schuift aan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1 heeft de tafel verlaten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them until they are back.</source>
        <translation>%1 is weg: de AI speelt voor %1 tot %1 terug is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lost the connection; their seat waits for them.</source>
        <translation>%1 heeft de verbinding verloren; de plaats blijft vrij.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sat down at the table.</source>
        <translation>%1 is aan tafel gaan zitten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 is terug aan tafel.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is watching the table.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 kijkt mee aan de tafel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 no longer watches.</source>
        <translation>%1 kijkt niet meer mee.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 left the table: the AI plays for them.</source>
        <translation>%1 heeft de tafel verlaten: de AI speelt voor hen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is away: the AI plays for them.</source>
        <translation>%1 is weg: de AI speelt voor hen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 is away: the AI plays for them in %n second(s).</source>
        <translation>
            <numerusform>%1 is weg: de AI speelt over %n seconde voor hen.</numerusform>
            <numerusform>%1 is weg: de AI speelt over %n seconden voor hen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them if they are not back soon.</source>
        <translation>%1 is weg: de AI speelt voor hen als ze niet snel terug zijn.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: yes, again</source>
        <extracomment>After the match, who plays again: %1 a player&apos;s name.</extracomment>
        <translation>%1: ja, nog een keer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: has not answered yet</source>
        <translation>%1: heeft nog niet geantwoord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no (an AI takes the seat)</source>
        <translation>%1: nee (een AI neemt de plaats over)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: plays again</source>
        <translation>%1: speelt weer mee</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="-236"/>
        <source>The host has closed this table.</source>
        <translation>De gastheer heeft deze tafel gesloten.</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message numerus="yes">
        <location filename="../qml/input/TableInput.qml" line="+60"/>
        <source>%1 selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 geselecteerd, %n steen in totaal</numerusform>
            <numerusform>%1 geselecteerd, %n stenen in totaal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 not selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 niet geselecteerd, %n steen in totaal</numerusform>
            <numerusform>%1 niet geselecteerd, %n stenen in totaal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTip</name>
    <message>
        <location filename="../qml/table/TableTip.qml" line="+45"/>
        <source>While you wait, you may plan your move on the table: nobody else sees it.</source>
        <translation>Terwijl je wacht, kun je je zet op tafel plannen: niemand anders ziet die.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your plan: nobody else sees it. It becomes your move when your turn comes.</source>
        <translation>Je plan: niemand anders ziet het. Het wordt je zet als je aan de beurt bent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: click tiles to pick several, then drag one of them: they all go together.</source>
        <translation>Tip: klik stenen aan om er meerdere te kiezen en sleep er dan één: ze gaan allemaal mee.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: hold Shift while you drag a tile of the table to take it with every tile to its right.</source>
        <translation>Tip: houd Shift ingedrukt terwijl je een steen van de tafel sleept om hem mee te nemen met alle stenen rechts ervan.</translation>
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
        <translation>%1, %2 van %3</translation>
    </message>
</context>
<context>
    <name>ThemedSwitch</name>
    <message>
        <location filename="../qml/controls/ThemedSwitch.qml" line="+12"/>
        <source>On</source>
        <translation>Aan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Off</source>
        <translation>Uit</translation>
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
        <translation>geselecteerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid this turn</source>
        <translation>deze beurt gelegd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>just drawn</source>
        <translation>net getrokken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid in the last turn</source>
        <translation>in de vorige beurt gelegd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your plan</source>
        <translation>in je plan</translation>
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
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../app/words/tile_data.cpp" line="+4"/>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>orange</source>
        <translation>oranje</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Joker, standing for %1.</source>
        <translation>Joker, staat voor %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker, standing for one of: %1.</source>
        <extracomment>A joker that may stand for several tiles: &quot;red 2, red 5&quot;.</extracomment>
        <translation>Joker, staat voor een van: %1.</translation>
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
        <translation>Tijdbank voor elke speler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time added after each turn</source>
        <translation>Tijd erbij na elke beurt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Added to the bank after each turn. When a bank runs out, the AI plays that turn.</source>
        <translation>Komt na elke beurt bij de tijdbank. Is een tijdbank op, dan speelt de AI die beurt.</translation>
    </message>
</context>
<context>
    <name>TurnBoard</name>
    <message>
        <location filename="../app/board/turn_board.cpp" line="+29"/>
        <source>Tiles cannot be moved now.</source>
        <translation>Je kunt de stenen nu niet verplaatsen.</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Step %1 of %2: %3</source>
        <extracomment>A step of a play shown on the board: %1 its number, %2 how many, %3 what it does.</extracomment>
        <translation>Stap %1 van %2: %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The table before the first step.</source>
        <translation>De tafel vóór de eerste stap.</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Neither %2 nor %3 can take %1, and there is no room between them for a new set.</source>
        <extracomment>A drop between two sets refused: %1 the tiles dropped, %2 and %3 the sets either side.</extracomment>
        <translation>Noch %2 noch %3 kan %1 opnemen, en ertussen is geen ruimte voor een nieuwe combinatie.</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <location filename="../app/record/turn_log.cpp" line="+32"/>
        <source>Resumed: round %1, turn %2.</source>
        <translation>Hervat: ronde %1, beurt %2.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Round %1: %2.</source>
        <translation>Ronde %1: %2.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1.</source>
        <translation>Ronde %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turn %1 (the AI for %2): %3</source>
        <translation>Beurt %1 (de AI voor %2): %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>Beurt %1: %2</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <location filename="../app/news/turn_status.cpp" line="+95"/>
        <source>Waiting for friends to join.</source>
        <translation>Wachten op vrienden.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round %1 is over</source>
        <translation>Ronde %1 is voorbij</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+24"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1&apos;s turn</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1.</source>
        <translation>Wachten op %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s last turn, shown again.</source>
        <translation>De laatste beurt van %1, opnieuw getoond.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is playing.</source>
        <translation>%1 speelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening: %1 of %2 points</source>
        <translation>Opening: %1 van %2 punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move: end the turn when the table is right.</source>
        <translation>Jouw zet: beëindig je beurt als de tafel klopt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: lay tiles, or draw.</source>
        <translation>Jouw beurt: leg stenen of pak een steen.</translation>
    </message>
</context>
<context>
    <name>TurnTimeChoice</name>
    <message>
        <location filename="../qml/dialogs/TurnTimeChoice.qml" line="+9"/>
        <source>None</source>
        <translation>Geen</translation>
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
        <translation>Speler %1</translation>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 or %2</source>
        <extracomment>The last two faces a joker may stand for: &quot;B3 or O3&quot;.</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the joker now stands for %1 in %2 (it stood for %3)</source>
        <extracomment>A turn&apos;s clause: a joker that stayed in its set but stands for another tile now (a run&apos;s joker shifted to its other end): %1 what it stands for, %2 its set, %3 what it stood for.</extracomment>
        <translation>de joker staat nu voor %1 in %2 (hij stond voor %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the joker now stands for %1 in %2 (it stood for %3 in %4)</source>
        <extracomment>A turn&apos;s clause: a joker taken from its set into another: %1 what it stands for now, %2 the set it is in now, %3 what it stood for, %4 the set it was in, as it was.</extracomment>
        <translation>de joker staat nu voor %1 in %2 (hij stond voor %3 in %4)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>added %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles from the rack added to a set of the table (&quot;added O4 to O5 O6 O7&quot;).</extracomment>
        <translation>legt %1 aan bij %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>formed %1 from tiles on the table</source>
        <extracomment>A turn&apos;s clause: a new set made only of tiles taken from sets of the table (&quot;formed R3 R4 R5 from tiles on the table&quot;).</extracomment>
        <translation>vormt %1 uit stenen van de tafel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>moved %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set, shown as it is now (&quot;moved R7 to R5 R6 R7&quot;).</extracomment>
        <translation>verschuift %1 naar %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moved %1 to %2, adding %3</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set with tiles from the rack.</extracomment>
        <translation>verschuift %1 naar %2 en legt %3 erbij</translation>
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
        <translation>%1 verscheen uit het niets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went missing</source>
        <translation>%1 was verdwenen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker taken from the table must be played again in the same turn</source>
        <translation>een joker die van tafel wordt gehaald, moet in dezelfde beurt weer worden gelegd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was taken from the table back to the rack</source>
        <translation>%1 ging van tafel terug naar het plankje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no tile was played from the rack</source>
        <translation>er werd geen steen van het plankje gelegd</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>before the first meld the sets on the table must stay as they were; new sets come from the rack only</source>
        <translation>vóór de opening moeten de combinaties op tafel blijven zoals ze waren; nieuwe combinaties komen alleen van het plankje</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the new set(s) are worth %1 points; the first meld needs %2 from the rack alone</source>
        <translation>
            <numerusform>de nieuwe combinatie is %1 punten waard; voor de opening zijn %2 punten nodig, alleen van het eigen plankje</numerusform>
            <numerusform>de nieuwe combinaties zijn samen %1 punten waard; voor de opening zijn %2 punten nodig, alleen van het eigen plankje</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tiles on the table and rack were not the ones the turn started with</source>
        <translation>de stenen op tafel en op het plankje waren niet dezelfde als aan het begin van de beurt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time ran out</source>
        <translation>de tijd was om</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 drew a tile.</source>
        <translation>%1 pakte een steen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed: the pool is empty.</source>
        <translation>%1 paste: de pot is leeg.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>De tijd van %1 was om: %n strafsteen.</numerusform>
            <numerusform>De tijd van %1 was om: %n strafstenen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).</source>
        <translation>
            <numerusform>%1 beëindigde de beurt met een ongeldige tafel (%2): alles werd teruggezet, %n strafsteen.</numerusform>
            <numerusform>%1 beëindigde de beurt met een ongeldige tafel (%2): alles werd teruggezet, %n strafstenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 opened: %2 (%3 points).</source>
        <extracomment>%1 who, %2 what the play did (&quot;laid K9 K10 K11 and R5 B5 O5&quot;), %3 its points.</extracomment>
        <translation>%1 opent: %2 (%3 punten).</translation>
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
        <translation>%1 terug op het plankje leggen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>add %1 to %2</source>
        <extracomment>A step of a play shown on the board: %1 tiles from the rack, %2 the set they join, as it was.</extracomment>
        <translation>%1 aanleggen bij %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lay %1</source>
        <extracomment>A step of a play shown on the board: a new set from the rack.</extracomment>
        <translation>%1 neerleggen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from %2</source>
        <extracomment>A part of a step shown on the board: %1 tiles, %2 the set of the table they leave.</extracomment>
        <translation>%1 uit %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from the rack</source>
        <extracomment>A part of a step shown on the board: tiles from the rack.</extracomment>
        <translation>%1 van het plankje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>take %1 to make %2</source>
        <extracomment>A step of a play shown on the board: %1 where the tiles come from (&quot;R7 from R5 R6 R7 R8 R9&quot;), %2 the set they make.</extracomment>
        <translation>%1 nemen om %2 te maken</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n set(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;9 sets&quot;.</extracomment>
        <translation>
            <numerusform>%n combinatie</numerusform>
            <numerusform>%n combinaties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;35 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%n steen</numerusform>
            <numerusform>%n stenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 opened: %2 in %3 (%4 points).</source>
        <extracomment>A big opening in one line: %1 who, %2 the tiles (&quot;13 tiles&quot;), %3 the sets (&quot;4 sets&quot;), %4 its points.</extracomment>
        <translation>%1 opent: %2 in %3 (%4 punten).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rebuilt %2 and laid %3.</source>
        <extracomment>A big play in one line: %1 who, %2 the sets it changed (&quot;9 sets&quot;), %3 the tiles from the rack (&quot;35 tiles&quot;).</extracomment>
        <translation>%1 bouwt %2 om en legt %3.</translation>
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
        <translation>%1 is uit en wint de ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool ran dry and no one could play: %1 wins with the lowest rack.</source>
        <translation>De pot is leeg en niemand kon meer spelen: %1 wint met het laagste plankje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pool ran dry and no one could play: the lowest racks share the round.</source>
        <translation>De pot is leeg en niemand kon meer spelen: de laagste plankjes delen de ronde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>opening %1 points</source>
        <translation>opening %1 punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tiles each</source>
        <translation>%1 stenen per speler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s a turn</source>
        <translation>%1 s per beurt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a time bank of %1 each, %2 s more a turn</source>
        <translation>een tijdbank van %1 per speler, %2 s erbij per beurt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank of %1 each</source>
        <translation>een tijdbank van %1 per speler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to %1 points</source>
        <translation>tot %1 punten</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one more turn each when the pool is empty</source>
        <translation>nog één beurt per speler als de pot leeg is</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your time bank ran out: the AI plays this turn for you.</source>
        <translation>Je tijdbank is op: de AI speelt deze beurt voor je.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is out of time: the AI plays this turn.</source>
        <translation>%1 heeft geen tijd meer: de AI speelt deze beurt.</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <location filename="../app/tutorial/tutorial_controller.cpp" line="+180"/>
        <source>The solution is paused: play it on, or step it to its end, before you move tiles.</source>
        <translation>De oplossing is gepauzeerd: speel haar verder af of loop de stappen tot het eind door voordat je stenen verplaatst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the moves to be shown.</source>
        <translation>Wacht tot alle stappen zijn getoond.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practice puzzle, level %1</source>
        <translation>Oefenpuzzel, niveau %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the play that lays the most tiles from your rack. It needs the table rearranged: split, shift and regroup the sets as you like; every set must be valid at the end.</source>
        <translation>Vind de zet waarmee je de meeste stenen van je plankje legt. Daarvoor moet je de tafel herschikken: splits, verschuif en hergroepeer de combinaties zoals je wilt; aan het eind moet elke combinatie geldig zijn.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>Met de beste zet leg je %n steen.</numerusform>
            <numerusform>Met de beste zet leg je %n stenen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That is one way to do it. Reset the table and try it yourself: the lesson counts when you make it.</source>
        <translation>Zo kan het bijvoorbeeld. Zet de tafel terug met Reset en probeer het zelf: de les telt pas als het jou lukt.</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The puzzle could not be made.</source>
        <translation>De puzzel kon niet worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>TutorialScene</name>
    <message>
        <location filename="../qml/screens/TutorialScene.qml" line="+132"/>
        <source>‹ Menu</source>
        <translation>‹ Menu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>‹ Lessons</source>
        <translation>‹ Lessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the start screen (Esc)</source>
        <translation>Terug naar het startscherm (Esc)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the list of lessons (Esc)</source>
        <translation>Terug naar de lijst met lessen (Esc)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Les %1 van %2: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level 1: one tile moves</source>
        <translation>Niveau 1: je verplaatst één steen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level %1: more of the table to rearrange</source>
        <translation>Niveau %1: meer op tafel te herschikken</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Making one…</source>
        <translation>Bezig…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New puzzle</source>
        <translation>Nieuwe puzzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another puzzle of this level</source>
        <translation>Een andere puzzel van dit niveau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 solved</source>
        <translation>%1 opgelost</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+159"/>
        <location line="+1"/>
        <source>Goal: %1</source>
        <translation>Doel: %1</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Next lesson</source>
        <translation>Volgende les</translation>
    </message>
    <message>
        <location line="-339"/>
        <location line="+339"/>
        <source>Back to the lessons</source>
        <translation>Terug naar de lessen</translation>
    </message>
    <message>
        <location line="-441"/>
        <source>Practice puzzle</source>
        <translation>Oefenpuzzel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Lesson %1: %2</source>
        <translation>Les %1: %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Back to the start screen</source>
        <translation>Terug naar het startscherm</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Puzzle number</source>
        <translation>Puzzelnummer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Puzzle number %1</source>
        <translation>Puzzelnummer %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Another number</source>
        <translation>Ander nummer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the puzzle of this number</source>
        <translation>De puzzel met dit nummer openen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No puzzle has that number: its last digit is the level, 1 to 5.</source>
        <translation>Geen puzzel heeft dat nummer: het laatste cijfer is het niveau, 1 tot 5.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>‹ Step</source>
        <translation>‹ Stap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step before</source>
        <translation>De stap ervoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the last step back</source>
        <translation>De laatste stap terugnemen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on with the steps</source>
        <translation>Verder met de stappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop at this step</source>
        <translation>Bij deze stap stoppen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step ›</source>
        <translation>Stap ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step</source>
        <translation>De volgende stap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the next step now</source>
        <translation>De volgende stap nu zetten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Next puzzle</source>
        <translation>Volgende puzzel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a puzzle…</source>
        <translation>Puzzel wordt gemaakt…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your rack</source>
        <translation>Jouw plankje</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Undo</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>De laatste stap terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>De stap opnieuw doen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table and rack as the lesson started (Ctrl+R)</source>
        <translation>Tafel en plankje terugzetten zoals aan het begin van de les (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show me</source>
        <translation>Laat zien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a solution played move by move, from the starting table (Ctrl+H)</source>
        <translation>Een oplossing stap voor stap bekijken, vanaf de begintafel (Ctrl+H)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is the table right, and is the goal reached? (Ctrl+Enter)</source>
        <translation>Klopt de tafel en is het doel bereikt? (Ctrl+Enter)</translation>
    </message>
</context>
<context>
    <name>WaitingPlan</name>
    <message>
        <location filename="../app/assist/waiting_plan.cpp" line="+88"/>
        <source>Your plan is on the table as you laid it: Undo takes it back a move at a time.</source>
        <translation>Je plan ligt op tafel zoals je het legde: Terug neemt het zet voor zet terug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your plan no longer fits the table: its tiles stay on your rack.</source>
        <translation>Je plan past niet meer bij de tafel: de stenen blijven op je plankje.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your plan is on the table; the table changed, so %n tile(s) went back to your rack: %1.</source>
        <extracomment>Said when the person&apos;s turn comes: the plan laid while waiting is on the table, but %1 (tiles) no longer fit it.</extracomment>
        <translation>
            <numerusform>Je plan ligt op tafel; de tafel is veranderd, dus %n steen ging terug naar je plankje: %1.</numerusform>
            <numerusform>Je plan ligt op tafel; de tafel is veranderd, dus %n stenen gingen terug naar je plankje: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message numerus="yes">
        <location filename="../qml/table/WatchersRow.qml" line="+34"/>
        <source>You are watching: the racks stay hidden. %n watcher(s).</source>
        <translation>
            <numerusform>Je kijkt mee: de plankjes blijven verborgen. %n meekijker.</numerusform>
            <numerusform>Je kijkt mee: de plankjes blijven verborgen. %n meekijkers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n watcher(s) at the table.</source>
        <translation>
            <numerusform>%n meekijker aan de tafel.</numerusform>
            <numerusform>%n meekijkers aan de tafel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Send away</source>
        <translation>Wegsturen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send %1 away: they stop watching the table</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 wegsturen: kijkt niet meer mee aan de tafel</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <location filename="../qml/shell/WindowKeys.qml" line="+50"/>
        <source>Hints are switched off in the settings.</source>
        <translation>Tips staan uit in de instellingen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for a hint.</source>
        <translation>Nog op zoek naar een tip.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint.</source>
        <translation>Op zoek naar een tip.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the moves are laid.</source>
        <translation>Wacht tot de stappen gelegd zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint is for your turn.</source>
        <translation>Een tip is er in je eigen beurt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rack cannot be sorted now.</source>
        <translation>Het plankje kan nu niet gesorteerd worden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rack is sorted by colour, for runs.</source>
        <translation>Het plankje is op kleur gesorteerd, voor rijen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rack is sorted by number, for groups.</source>
        <translation>Het plankje is op getal gesorteerd, voor groepen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select tiles first (Space); then Ctrl+M lists the sets to put them into.</source>
        <translation>Kies eerst stenen (spatie); dan toont Ctrl+M de combinaties om ze in te leggen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles can be moved in your turn.</source>
        <translation>Stenen verplaats je tijdens je beurt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rack has no tiles.</source>
        <translation>Er liggen geen stenen op het plankje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First tile: %1.</source>
        <translation>Eerste steen: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tile selected.</source>
        <translation>Geen steen geselecteerd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hint&apos;s moves are taken back.</source>
        <translation>De stappen van de tip zijn teruggenomen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to cancel.</source>
        <translation>Niets om te annuleren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the lessons.</source>
        <translation>Terug naar de lessen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the start screen.</source>
        <translation>Terug naar het startscherm.</translation>
    </message>
</context>
<context>
    <name>tilerummy::lobby::LobbyClient</name>
    <message>
        <location filename="../app/lobby/lobby_client.cpp" line="+80"/>
        <source>The lobby sent a message this game cannot read (%1).</source>
        <translation>De lobby stuurde een bericht dat dit spel niet kan lezen (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lobby sent a challenge this game cannot read.</source>
        <translation>De lobby stuurde een aanmeldvraag die dit spel niet kan lezen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The lobby sent a seat this game cannot read.</source>
        <translation>De lobby stuurde een plaats die dit spel niet kan lezen.</translation>
    </message>
</context>
<context>
    <name>tilerummy::net::TableClient</name>
    <message>
        <location filename="../app/net/table_client.cpp" line="+66"/>
        <source>The host has no certificate, but a fingerprint was given: not connecting.</source>
        <translation>De gastheer heeft geen certificaat, maar er is een vingerafdruk opgegeven: geen verbinding.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>The host&apos;s certificate fingerprint is %1, not the %2 you were given: not connecting.</source>
        <translation>De vingerafdruk van het certificaat van de gastheer is %1, niet de opgegeven %2: geen verbinding.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>The host sent something that is not a message of the game.</source>
        <translation>De gastheer stuurde iets dat geen bericht van het spel is.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The host&apos;s certificate is not trusted (%1). Its fingerprint is %2.</source>
        <translation>Het certificaat van de gastheer wordt niet vertrouwd (%1). De vingerafdruk is %2.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The host sent a message this game cannot read (%1).</source>
        <translation>De gastheer stuurde een bericht dat dit spel niet kan lezen (%1).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host did not answer as an encrypted table does. If its address begins with ws://, type it so.</source>
        <translation>De gastheer antwoordde niet zoals een versleutelde tafel. Als het adres met ws:// begint, typ het zo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host hung up before the game could talk to it. If its table is encrypted (the game&apos;s own tables are), type its address without ws://.</source>
        <translation>De gastheer hing op voordat het spel met hem kon praten. Als de tafel versleuteld is (de eigen tafels van het spel zijn dat), typ het adres zonder ws://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host closed the connection.</source>
        <translation>De gastheer heeft de verbinding gesloten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection (%1).</source>
        <translation>De gastheer heeft de verbinding gesloten (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost: %1</source>
        <translation>De verbinding met de gastheer is verbroken: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost.</source>
        <translation>De verbinding met de gastheer is verbroken.</translation>
    </message>
</context>
</TS>
