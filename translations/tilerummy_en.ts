<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionBar</name>
    <message numerus="yes">
        <source>%1 Ending now puts the table back and costs %n tile(s) (Ctrl+Enter)</source>
        <translation>
            <numerusform>%1 Ending now puts the table back and costs %n tile (Ctrl+Enter)</numerusform>
            <numerusform>%1 Ending now puts the table back and costs %n tiles (Ctrl+Enter)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message numerus="yes">
        <source>End anyway and draw %n tile(s)?</source>
        <extracomment>Asked when the table is not legal: ending the turn puts it back and costs tiles.</extracomment>
        <translation>
            <numerusform>End anyway and draw %n tile?</numerusform>
            <numerusform>End anyway and draw %n tiles?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ending now puts the table back as it was at the start of your turn, and you draw %n tile(s).</source>
        <translation>
            <numerusform>Ending now puts the table back as it was at the start of your turn, and you draw %n tile.</numerusform>
            <numerusform>Ending now puts the table back as it was at the start of your turn, and you draw %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>End the turn anyway and draw %n tile(s)</source>
        <translation>
            <numerusform>End the turn anyway and draw %n tile</numerusform>
            <numerusform>End the turn anyway and draw %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeaderBar</name>
    <message numerus="yes">
        <source>%1, %n tile(s)</source>
        <extracomment>A seat at the table for screen readers: the player and how many tiles they hold.</extracomment>
        <translation>
            <numerusform>%1, %n tile</numerusform>
            <numerusform>%1, %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s), total score %2</source>
        <translation>
            <numerusform>%1: %n tile, total score %2</numerusform>
            <numerusform>%1: %n tiles, total score %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n second left</numerusform>
            <numerusform>%n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n tile(s)</source>
        <translation>
            <numerusform>Pool: %n tile</numerusform>
            <numerusform>Pool: %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message numerus="yes">
        <source>It lays %1 and changes %n set(s) of the table.</source>
        <extracomment>A hint too long to say whole, in short: %1 the tiles it lays (&quot;B4 B5&quot;), %n the sets it changes.</extracomment>
        <translation>
            <numerusform>It lays %1 and changes %n set of the table.</numerusform>
            <numerusform>It lays %1 and changes %n sets of the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>Well done: you played %1, rearranging %n set(s).</source>
        <translation>
            <numerusform>Well done: you played %1, rearranging %n set.</numerusform>
            <numerusform>Well done: you played %1, rearranging %n sets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best play: %n tile(s) placed.</source>
        <translation>
            <numerusform>The best play: %n tile placed.</numerusform>
            <numerusform>The best play: %n tiles placed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal: you placed %n tile(s).</source>
        <translation>
            <numerusform>Legal: you placed %n tile.</numerusform>
            <numerusform>Legal: you placed %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best play places %n tile(s).</source>
        <translation>
            <numerusform>The best play places %n tile.</numerusform>
            <numerusform>The best play places %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You still have %n tile(s) on your rack (%1): play them all.</source>
        <translation>
            <numerusform>You still have %n tile on your rack (%1): play it too.</numerusform>
            <numerusform>You still have %n tiles on your rack (%1): play them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are still on your rack: the goal is to play them.</source>
        <translation>
            <numerusform>%1 is still on your rack: the goal is to play it.</numerusform>
            <numerusform>%1 are still on your rack: the goal is to play them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message numerus="yes">
        <source>%1, from %n rated game(s)</source>
        <translation>
            <numerusform>%1, from %n rated game</numerusform>
            <numerusform>%1, from %n rated games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sitting, %n seat(s) free</source>
        <extracomment>A table at the lobby: %1 who sits there (names), then its free seats, then its rules.</extracomment>
        <translation>
            <numerusform>%1 sitting, %n seat free</numerusform>
            <numerusform>%1 sitting, %n seats free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for a table of %1: %n player(s) waiting, you included.</source>
        <extracomment>The quick match&apos;s wait: %1 the table&apos;s seats; then how many wait for such a table (the player too).</extracomment>
        <translation>
            <numerusform>Looking for a table of %1: %n player waiting, you included.</numerusform>
            <numerusform>Looking for a table of %1: %n players waiting, you included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 AIs take the free seats in %n second(s).</source>
        <translation>
            <numerusform>%1 AIs take the free seats in %n second.</numerusform>
            <numerusform>%1 AIs take the free seats in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong codes from your address: try again in %n second.</numerusform>
            <numerusform>Too many wrong codes from your address: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tables asked for at once: try again in %n second(s).</source>
        <translation>
            <numerusform>Too many tables asked for at once: try again in %n second.</numerusform>
            <numerusform>Too many tables asked for at once: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A private rated table, %n seat(s)</source>
        <translation>
            <numerusform>A private rated table, %n seat</numerusform>
            <numerusform>A private rated table, %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A private friendly table, %n seat(s)</source>
        <translation>
            <numerusform>A private friendly table, %n seat</numerusform>
            <numerusform>A private friendly table, %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A rated table, %n seat(s)</source>
        <translation>
            <numerusform>A rated table, %n seat</numerusform>
            <numerusform>A rated table, %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A friendly table, %n seat(s)</source>
        <translation>
            <numerusform>A friendly table, %n seat</numerusform>
            <numerusform>A friendly table, %n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineRanks</name>
    <message numerus="yes">
        <source>%1. %2, rating %3, %n rated game(s)</source>
        <extracomment>A leaderboard&apos;s line: %1 the place, %2 the name, %3 the rating, then the rated games.</extracomment>
        <translation>
            <numerusform>%1. %2, rating %3, %n rated game</numerusform>
            <numerusform>%1. %2, rating %3, %n rated games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyBanner</name>
    <message numerus="yes">
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>%1&apos;s time ran out: %n penalty tile.</numerusform>
            <numerusform>%1&apos;s time ran out: %n penalty tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile(s).</source>
        <translation>
            <numerusform>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile.</numerusform>
            <numerusform>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <source>%1 (to play): %n tile(s), total %2</source>
        <translation>
            <numerusform>%1 (to play): %n tile, total %2</numerusform>
            <numerusform>%1 (to play): %n tiles, total %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s), total %2</source>
        <translation>
            <numerusform>%1: %n tile, total %2</numerusform>
            <numerusform>%1: %n tiles, total %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rack</name>
    <message numerus="yes">
        <source>%1, %n tile(s)</source>
        <translation>
            <numerusform>%1, %n tile</numerusform>
            <numerusform>%1, %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message numerus="yes">
        <source>%n tile(s), not shown</source>
        <extracomment>A review of a round still being played: another player&apos;s rack stays hidden.</extracomment>
        <translation>
            <numerusform>%n tile, not shown</numerusform>
            <numerusform>%n tiles, not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%1 laid %n tile(s): the most that could be laid.</source>
        <translation>
            <numerusform>%1 laid %n tile: the most that could be laid.</numerusform>
            <numerusform>%1 laid %n tiles: the most that could be laid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid %n tile(s)</source>
        <translation>
            <numerusform>%1 laid %n tile</numerusform>
            <numerusform>%1 laid %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; an opening of %n tile(s) was there.</source>
        <translation>
            <numerusform>%1; an opening of %n tile was there.</numerusform>
            <numerusform>%1; an opening of %n tiles was there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; the best play laid %n tile(s), %2.</source>
        <translation>
            <numerusform>%1; the best play laid %n tile, %2.</numerusform>
            <numerusform>%1; the best play laid %n tiles, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; the best play laid %n tile(s).</source>
        <translation>
            <numerusform>%1; the best play laid %n tile.</numerusform>
            <numerusform>%1; the best play laid %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could have laid %n more tile(s), on %2 of %3 turns.</source>
        <translation>
            <numerusform>%1 could have laid %n more tile, on %2 of %3 turns.</numerusform>
            <numerusform>%1 could have laid %n more tiles, on %2 of %3 turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening could have come %n turn(s) sooner.</source>
        <translation>
            <numerusform>The opening could have come %n turn sooner.</numerusform>
            <numerusform>The opening could have come %n turns sooner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n more tile(s)</source>
        <translation>
            <numerusform>%1, %n more tile</numerusform>
            <numerusform>%1, %n more tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best play lays %n tile(s), %1.</source>
        <translation>
            <numerusform>The best play lays %n tile, %1.</numerusform>
            <numerusform>The best play lays %n tiles, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>The best play lays %n tile.</numerusform>
            <numerusform>The best play lays %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 held back %n tile(s): a play was there, and it drew.</source>
        <translation>
            <numerusform>%1 held back %n tile: a play was there, and it drew.</numerusform>
            <numerusform>%1 held back %n tiles: a play was there, and it drew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It held back on %n turn(s) by choice.</source>
        <translation>
            <numerusform>It held back on %n turn by choice.</numerusform>
            <numerusform>It held back on %n turns by choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 laid the most that could be laid on %2 of %n turn(s).</source>
        <extracomment>%1 the player, %2 the turns on which it laid the most, %n all its turns.</extracomment>
        <translation>
            <numerusform>%1 laid the most that could be laid on %2 of %n turn.</numerusform>
            <numerusform>%1 laid the most that could be laid on %2 of %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n turn(s).</source>
        <translation>
            <numerusform>%1 took %n turn.</numerusform>
            <numerusform>%1 took %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played the hint&apos;s play on %n turn(s).</source>
        <translation>
            <numerusform>%1 played the hint&apos;s play on %n turn.</numerusform>
            <numerusform>%1 played the hint&apos;s play on %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message numerus="yes">
        <source>%1: %n tile(s) left worth %2, round %3, total %4</source>
        <extracomment>For screen readers: %1 the player, %2 the points of the tiles left, %3 this round&apos;s score (signed), %4 the total score.</extracomment>
        <translation>
            <numerusform>%1: %n tile left worth %2, round %3, total %4</numerusform>
            <numerusform>%1: %n tiles left worth %2, round %3, total %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), not shown</source>
        <extracomment>A joined table&apos;s round end: another player&apos;s rack is not shown, only its size.</extracomment>
        <translation>
            <numerusform>%n tile, not shown</numerusform>
            <numerusform>%n tiles, not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetChooser</name>
    <message numerus="yes">
        <source>Put %n tile(s) into</source>
        <extracomment>The title of the list of sets the selected tiles can go into.</extracomment>
        <translation>
            <numerusform>Put %n tile into</numerusform>
            <numerusform>Put %n tiles into</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetWords</name>
    <message numerus="yes">
        <source>%1: the joker(s) you freed must be played in a set of at least three tiles this turn.</source>
        <translation>
            <numerusform>%1: the joker you freed must be played in a set of at least three tiles this turn.</numerusform>
            <numerusform>%1: the jokers you freed must be played in a set of at least three tiles this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a run needs consecutive numbers, and the joker(s) can&apos;t fill all the gaps.</source>
        <translation>
            <numerusform>%1: a run needs consecutive numbers, and the joker can&apos;t fill all the gaps.</numerusform>
            <numerusform>%1: a run needs consecutive numbers, and the jokers can&apos;t fill all the gaps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenNews</name>
    <message numerus="yes">
        <source>Your turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>Your turn; the pool has %n tile.</numerusform>
            <numerusform>Your turn; the pool has %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>%1&apos;s turn; the pool has %n tile.</numerusform>
            <numerusform>%1&apos;s turn; the pool has %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your opening needs %n point(s).</source>
        <translation>
            <numerusform>Your opening needs %n point.</numerusform>
            <numerusform>Your opening needs %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n tile(s)</source>
        <extracomment>A rack&apos;s count in the game&apos;s state: &quot;Ana 12 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%1 %n tile</numerusform>
            <numerusform>%1 %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool has %n tile(s).</source>
        <translation>
            <numerusform>The pool has %n tile.</numerusform>
            <numerusform>The pool has %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your opening needs %n point(s); your new sets are worth %1.</source>
        <extracomment>%n the points the opening needs, %1 what the sets laid so far this turn are worth.</extracomment>
        <translation>
            <numerusform>Your opening needs %n point; your new sets are worth %1.</numerusform>
            <numerusform>Your opening needs %n points; your new sets are worth %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You opened with %n tile(s), worth %1 points.</source>
        <translation>
            <numerusform>You opened with %n tile, worth %1 points.</numerusform>
            <numerusform>You opened with %n tiles, worth %1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You laid %n tile(s).</source>
        <translation>
            <numerusform>You laid %n tile.</numerusform>
            <numerusform>You laid %n tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableGuest</name>
    <message numerus="yes">
        <source>While you were away the AI laid %n tile(s) for you.</source>
        <translation>
            <numerusform>While you were away the AI laid %n tile for you.</numerusform>
            <numerusform>While you were away the AI laid %n tiles for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It also drew %n tile(s).</source>
        <translation>
            <numerusform>It also drew %n tile.</numerusform>
            <numerusform>It also drew %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>While you were away the AI drew %n tile(s) for you.</source>
        <translation>
            <numerusform>While you were away the AI drew %n tile for you.</numerusform>
            <numerusform>While you were away the AI drew %n tiles for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This table has had too many wrong codes: it lets nobody new join for %n second(s). Try again then.</source>
        <translation>
            <numerusform>This table has had too many wrong codes: it lets nobody new join for %n second. Try again then.</numerusform>
            <numerusform>This table has had too many wrong codes: it lets nobody new join for %n seconds. Try again then.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Someone came to watch: %n watcher(s) now.</source>
        <translation>
            <numerusform>Someone came to watch: %n watcher now.</numerusform>
            <numerusform>Someone came to watch: %n watchers now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Someone stopped watching: %n watcher(s) now.</source>
        <translation>
            <numerusform>Someone stopped watching: %n watcher now.</numerusform>
            <numerusform>Someone stopped watching: %n watchers now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableHost</name>
    <message numerus="yes">
        <source>%n wrong join code(s) from %1: it must wait before trying again.</source>
        <translation>
            <numerusform>%n wrong join code from %1: it must wait before trying again.</numerusform>
            <numerusform>%n wrong join codes from %1: it must wait before trying again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is away: the AI plays for them in %n second(s).</source>
        <translation>
            <numerusform>%1 is away: the AI plays for them in %n second.</numerusform>
            <numerusform>%1 is away: the AI plays for them in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</source>
        <extracomment>%1 the friends&apos; names as a list (&quot;Ann and Bea&quot;); %n how many they are.</extracomment>
        <translation>
            <numerusform>%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</numerusform>
            <numerusform>%1 are playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n address(es). New players wait %2 s; the friends seated play on.</source>
        <translation>
            <numerusform>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n address. New players wait %2 s; the friends seated play on.</numerusform>
            <numerusform>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n addresses. New players wait %2 s; the friends seated play on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message numerus="yes">
        <source>%1 selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 selected, %n tile in all</numerusform>
            <numerusform>%1 selected, %n tiles in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 not selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 not selected, %n tile in all</numerusform>
            <numerusform>%1 not selected, %n tiles in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnWords</name>
    <message numerus="yes">
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>%1&apos;s time ran out: %n penalty tile.</numerusform>
            <numerusform>%1&apos;s time ran out: %n penalty tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).</source>
        <translation>
            <numerusform>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile.</numerusform>
            <numerusform>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the new set(s) are worth %1 points; the first meld needs %2 from the rack alone</source>
        <translation>
            <numerusform>the new set is worth %1 points; the first meld needs %2 from the rack alone</numerusform>
            <numerusform>the new sets are worth %1 points; the first meld needs %2 from the rack alone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;9 sets&quot;.</extracomment>
        <translation>
            <numerusform>%n set</numerusform>
            <numerusform>%n sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;35 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message numerus="yes">
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>The best play lays %n tile.</numerusform>
            <numerusform>The best play lays %n tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WaitingPlan</name>
    <message numerus="yes">
        <source>Your plan is on the table; the table changed, so %n tile(s) went back to your rack: %1.</source>
        <extracomment>Said when the person&apos;s turn comes: the plan laid while waiting is on the table, but %1 (tiles) no longer fit it.</extracomment>
        <translation>
            <numerusform>Your plan is on the table; the table changed, so %n tile went back to your rack: %1.</numerusform>
            <numerusform>Your plan is on the table; the table changed, so %n tiles went back to your rack: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message numerus="yes">
        <source>You are watching: the racks stay hidden. %n watcher(s).</source>
        <translation>
            <numerusform>You are watching: the racks stay hidden. %n watcher.</numerusform>
            <numerusform>You are watching: the racks stay hidden. %n watchers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n watcher(s) at the table.</source>
        <translation>
            <numerusform>%n watcher at the table.</numerusform>
            <numerusform>%n watchers at the table.</numerusform>
        </translation>
    </message>
</context>
</TS>
