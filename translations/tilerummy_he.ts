<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/dialogs/AboutDialog.qml" line="+20"/>
        <source>About Tile Rummy</source>
        <translation>אודות Tile Rummy</translation>
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
        <translation>גרסה %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game of runs and groups with number tiles, and the art of rearranging the table.</source>
        <translation>משחק של סדרות וקבוצות עם אבני משחק, ואמנות הסידור מחדש של השולחן.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile Rummy is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).</source>
        <translation>Tile Rummy היא תוכנה חופשית: מותר להפיץ אותה ו/או לשנות אותה לפי תנאי הרישיון הציבורי הכללי של GNU (GNU General Public License), גרסה 3 או (לבחירתך) כל גרסה מאוחרת יותר (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This program comes with ABSOLUTELY NO WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.</source>
        <translation>תוכנה זו מסופקת ללא כל אחריות, אפילו ללא האחריות המשתמעת לסחירות או להתאמה למטרה מסוימת.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt; for details.</source>
        <extracomment>%1 is the licence&apos;s web address; keep the &lt;a href=&quot;%1&quot;&gt;…&lt;/a&gt; around the licence&apos;s name</extracomment>
        <translation>לפרטים ראו את &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules: Rummikub, the game invented by Ephraim Hertzano; the modern rules as published by Pressman (1998 edition) and Sabra.</source>
        <translation>החוקים: רמיקוב, המשחק שהמציא אפרים הרצנו; החוקים המודרניים כפי שפורסמו בידי Pressman (מהדורת 1998) ו-Sabra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile Rummy is not affiliated with Rummikub or its publishers.</source>
        <translation>ל-Tile Rummy אין כל קשר לרמיקוב או למוציאים לאור שלו.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Made with Qt %1.</source>
        <extracomment>%1 is the version of Qt, the toolkit the game is made with, e.g. 6.4.2</extracomment>
        <translation>נבנה עם Qt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running on Qt %1 (built with Qt %2).</source>
        <extracomment>%1 is the Qt version the game runs on, %2 the one it was built with</extracomment>
        <translation>רץ על Qt %1 (נבנה עם Qt %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source code and bug reports: %1</source>
        <extracomment>%1 is a link to the project&apos;s page</extracomment>
        <translation>קוד מקור ודיווח על תקלות: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the About dialog</source>
        <translation>סגירת חלון האודות</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/table/ActionBar.qml" line="+105"/>
        <source>Undo</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>לבטל את הצעד האחרון (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <translation>ביצוע חוזר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>לבצע שוב את הצעד (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put everything back as it was at the start of the turn (Ctrl+R)</source>
        <translation>להחזיר הכול למצב שבתחילת התור (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Thinking…</source>
        <translation>בחישוב…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the best play for your rack, move by move (Ctrl+H)</source>
        <translation>להציג את המהלך הטוב ביותר למעמד שלך, צעד אחר צעד (Ctrl+H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints are switched off in the settings</source>
        <translation>הרמזים כבויים בהגדרות</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw</source>
        <translation>לקחת אבן</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>דילוג</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from the pool and end the turn (Ctrl+D)</source>
        <translation>לקחת אבן מהקופה ולסיים את התור (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pool is empty: pass and end the turn (Ctrl+D)</source>
        <translation>הקופה ריקה: לדלג ולסיים את התור (Ctrl+D)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End turn</source>
        <translation>סיום תור</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores…</source>
        <translation>ניקוד…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI plays now</source>
        <translation>המחשב משחק עכשיו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round&apos;s scores, and the next round</source>
        <translation>הניקוד של הסיבוב, והסיבוב הבא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the AI play for %1 now, without waiting for them (they can still come back)</source>
        <translation>לתת לבינה המלאכותית לשחק במקום %1 עכשיו, בלי לחכות (אפשר עדיין לחזור)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 Ending now puts the table back and costs %n tile(s) (Ctrl+Enter)</source>
        <translation>
            <numerusform>%1 סיום עכשיו מחזיר את השולחן ועולה אבן %n (Ctrl+Enter)</numerusform>
            <numerusform>%1 סיום עכשיו מחזיר את השולחן ועולה %n אבנים (Ctrl+Enter)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table is checked; an illegal table goes back and costs penalty tiles (Ctrl+Enter)</source>
        <translation>השולחן ייבדק; שולחן לא חוקי יחזור למצבו הקודם ויעלה באבני עונש (Ctrl+Enter)</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../qml/table/ChatPanel.qml" line="+35"/>
        <source>Chat</source>
        <translation>צ׳אט</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mute…</source>
        <translation>השתקה…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide a person&apos;s chat lines (only on this screen)</source>
        <translation>הסתרת שורות הצ׳אט של אדם (רק במסך הזה)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Mute %1</source>
        <extracomment>%1 a person at the table; checked: their chat lines are hidden.</extracomment>
        <translation>השתקת %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Chat lines</source>
        <translation>שורות הצ׳אט</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Quick phrases: each friend reads them in their own language</source>
        <translation>משפטים מהירים: כל חבר קורא אותם בשפה שלו</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Quick phrases</source>
        <translation>משפטים מהירים</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Say something…</source>
        <translation>תגיד משהו…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat line to the table</source>
        <translation>שורת צ׳אט לשולחן</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Send</source>
        <translation>שליחה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the line to everyone at the table (Enter)</source>
        <translation>שליחת השורה לכל מי שליד השולחן (Enter)</translation>
    </message>
</context>
<context>
    <name>CourseScreen</name>
    <message>
        <location filename="../qml/screens/CourseScreen.qml" line="+26"/>
        <source>first meld</source>
        <translation>הורדה ראשונה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding</source>
        <translation>הוספה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shifting</source>
        <translation>הזזה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>splitting</source>
        <translation>פיצול</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>substituting</source>
        <translation>החלפה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking the fourth</source>
        <translation>לקיחת הרביעית</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing a joker</source>
        <translation>שחרור ג&apos;וקר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>combined split</source>
        <translation>פיצול משולב</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>multiple splits</source>
        <translation>פיצולים מרובים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a set of two</source>
        <translation>מלכודת: צירוף של שתיים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trap: a stranded tile</source>
        <translation>מלכודת: אבן שנשארה לבד</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+84"/>
        <source>Lessons</source>
        <translation>שיעורים</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>‹ Back</source>
        <translation>‹ חזרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen</source>
        <translation>חזרה למסך הפתיחה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to rearrange the table</source>
        <translation>ללמוד לסדר מחדש את השולחן</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The lessons could not be read: %1</source>
        <translation>לא ניתן לקרוא את השיעורים: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 lessons done. Each is one turn: drag the tiles, then press Check.</source>
        <translation>הושלמו %1 מתוך %2 שיעורים. כל שיעור הוא תור אחד: לגרור את האבנים ואז ללחוץ על &quot;בדיקה&quot;.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start the first lesson</source>
        <translation>להתחיל את השיעור הראשון</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue</source>
        <translation>המשך</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the last lesson again</source>
        <translation>לשחק שוב את השיעור האחרון</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Practice puzzles</source>
        <translation>חידות אימון</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Lesson %1: %2</source>
        <translation>שיעור %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, done</source>
        <translation>, הושלם</translation>
    </message>
</context>
<context>
    <name>DealVerdict</name>
    <message>
        <location filename="../app/netplay/deal_verdict.cpp" line="+16"/>
        <source>the seed the host revealed is not the one it committed to</source>
        <translation>הזרע שהמארח חשף אינו זה שהתחייב אליו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another player should have played first</source>
        <translation>שחקן אחר היה צריך לפתוח</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your rack is not the one the seed deals</source>
        <translation>המעמד שלך אינו זה שהזרע מחלק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rack is not the one the seed deals</source>
        <translation>מעמד אחד אינו זה שהזרע מחלק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pool after the deal is not the seed&apos;s</source>
        <translation>הקופה אחרי החלוקה אינה של הזרע</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile you drew is not the one the pool held</source>
        <translation>אבן ששלפת אינה זו שהייתה בקופה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw took other tiles than the pool held</source>
        <translation>שליפה לקחה אבנים אחרות מאלו שהיו בקופה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more tiles were drawn than the pool held</source>
        <translation>נשלפו יותר אבנים ממה שהיה בקופה</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>This deal did not check out: %1.</source>
        <translation>החלוקה הזו לא עמדה בבדיקה: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of round %1 did not check out: %2.</source>
        <extracomment>%1 the round&apos;s number, %2 what did not match (&quot;a tile you drew is not the one the pool held&quot;).</extracomment>
        <translation>החלוקה של סיבוב %1 לא עמדה בבדיקה: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not reveal this deal&apos;s seed: it could not be checked.</source>
        <translation>המארח לא חשף את הזרע של החלוקה הזו: לא ניתן היה לבדוק אותה.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host did not reveal the seed of round %1: it could not be checked.</source>
        <translation>המארח לא חשף את הזרע של סיבוב %1: לא ניתן היה לבדוק אותו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be checked: you missed some of its turns.</source>
        <translation>לא ניתן היה לבדוק את החלוקה הזו: החמצת חלק מהתורות שלה.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal of round %1 could not be checked: you missed some of its turns.</source>
        <translation>לא ניתן היה לבדוק את החלוקה של סיבוב %1: החמצת חלק מהתורות שלו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal was fair: checked.</source>
        <translation>החלוקה הזו הייתה הוגנת: נבדקה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All %1 deals were fair: checked.</source>
        <translation>כל %1 החלוקות היו הוגנות: נבדקו.</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message numerus="yes">
        <location filename="../qml/dialogs/EndTurnDialog.qml" line="+50"/>
        <source>End anyway and draw %n tile(s)?</source>
        <extracomment>Asked when the table is not legal: ending the turn puts it back and costs tiles.</extracomment>
        <translation>
            <numerusform>לסיים בכל זאת ולקחת אבן %n?</numerusform>
            <numerusform>לסיים בכל זאת ולקחת %n אבנים?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Ending now puts the table back as it was at the start of your turn, and you draw %n tile(s).</source>
        <translation>
            <numerusform>סיום עכשיו מחזיר את השולחן למצבו בתחילת התור שלך, ואתה לוקח אבן %n.</numerusform>
            <numerusform>סיום עכשיו מחזיר את השולחן למצבו בתחילת התור שלך, ואתה לוקח %n אבנים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>End anyway</source>
        <translation>לסיים בכל זאת</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>End the turn anyway and draw %n tile(s)</source>
        <translation>
            <numerusform>לסיים את התור בכל זאת ולקחת אבן %n</numerusform>
            <numerusform>לסיים את התור בכל זאת ולקחת %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep arranging</source>
        <translation>להמשיך לסדר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep arranging the table</source>
        <translation>להמשיך לסדר את השולחן</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <location filename="../app/session/game_board.cpp" line="+27"/>
        <source>It is not your turn to move tiles.</source>
        <translation>זה לא התור שלך, אי אפשר להזיז אבנים.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../app/review/game_review.cpp" line="+70"/>
        <source>No turn was played in this game.</source>
        <translation>במשחק הזה לא שוחק אף תור.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>What %1 could have laid stays hidden while the round is being played.</source>
        <translation>מה ש%1 היה יכול להניח נשאר מוסתר כל עוד הסיבוב נמשך.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qml/table/GameTable.qml" line="+275"/>
        <source>Last turn</source>
        <translation>התור הקודם</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the last turn again</source>
        <translation>הצגת התור הקודם שוב</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>You are watching: every rack stays hidden, as at a real table.</source>
        <translation>אתה צופה: כל המעמדים נשארים מוסתרים, כמו ליד שולחן אמיתי.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks are hidden while another player has the turn.</source>
        <translation>המעמדים מוסתרים כל עוד תורו של שחקן אחר.</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <location filename="../qml/screens/GamesScreen.qml" line="+31"/>
        <location line="+84"/>
        <source>Your games</source>
        <translation>המשחקים שלך</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>‹ Menu</source>
        <translation>‹ תפריט</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>חזרה למסך הפתיחה (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game…</source>
        <translation>סקירת משחק שמור…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game&apos;s file and review it turn by turn</source>
        <translation>פתיחת קובץ של משחק שמור וסקירתו תור אחר תור</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No finished game yet. Each game you finish here is kept, to be reviewed turn by turn and counted in your statistics.</source>
        <translation>עדיין אין משחק שהסתיים. כל משחק שתסיים כאן נשמר, לסקירה תור אחר תור ולספירה בסטטיסטיקה שלך.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading your games…</source>
        <translation>קורא את המשחקים שלך…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Against</source>
        <translation>נגד</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rounds won</source>
        <translation>סיבובים שנוצחו</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average round</source>
        <translation>ממוצע לסיבוב</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best round</source>
        <translation>הסיבוב הטוב</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed per turn</source>
        <translation>הוחמצו בתור</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 of %2</source>
        <translation>%1 מתוך %2</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+148"/>
        <source>Past games (%1)</source>
        <translation>משחקים קודמים (%1)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 נקודות</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play again</source>
        <translation>לשחק שוב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game of the same deal, with the same seats and rules</source>
        <translation>משחק חדש עם אותה חלוקה, אותם מקומות ואותם כללים</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this game turn by turn</source>
        <translation>סקירת המשחק הזה תור אחר תור</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Review a saved game</source>
        <translation>סקירת משחק שמור</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>משחקי Tile Rummy (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>כל הקבצים (*)</translation>
    </message>
</context>
<context>
    <name>GuestCover</name>
    <message>
        <location filename="../qml/screens/GuestCover.qml" line="+118"/>
        <source>Rules: %1</source>
        <extracomment>The joined table&apos;s rules, e.g. &quot;opening 30 points, 14 tiles each, 60 s a turn&quot;.</extracomment>
        <translation>כללים: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at the host&apos;s screen</source>
        <translation>ליד המסך של המארח</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play here</source>
        <translation>לשחק כאן</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the table</source>
        <translation>לעזוב את השולחן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and play a game at this screen</source>
        <translation>לסגור ולשחק משחק במסך הזה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table: the host&apos;s AI plays your seat</source>
        <translation>לעזוב את השולחן: המחשב של המארח ישחק במקומך</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game…</source>
        <translation>משחק חדש…</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../qml/screens/HandOverScreen.qml" line="+73"/>
        <location line="+142"/>
        <source>Pass to %1</source>
        <translation>התור עובר ל-%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Everyone else, please look away: %1&apos;s tiles come next.</source>
        <translation>כל השאר, נא להסתכל הצידה: מיד יוצגו האבנים של %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Click when you are ready</source>
        <translation>ללחוץ כשמוכנים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ready: show the rack</source>
        <translation>להציג את המעמד של %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>or press Enter or Space</source>
        <translation>או ללחוץ על Enter או על רווח</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Meanwhile</source>
        <translation>בינתיים</translation>
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
            <numerusform>%1, %n אבן</numerusform>
            <numerusform>%1, %n אבנים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n tile(s), total score %2</source>
        <translation>
            <numerusform>‏%1: %n אבן, ניקוד כולל %2</numerusform>
            <numerusform>‏%1: %n אבנים, ניקוד כולל %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n second(s) left</source>
        <translation>
            <numerusform>נותרה %n שנייה</numerusform>
            <numerusform>נותרו %n שניות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Pool: %1</source>
        <translation>קופה: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Round %1 · Seed %2</source>
        <translation>סיבוב %1 · זרע %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R%1 · #%2</source>
        <translation>ס&apos;%1 · #%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of the game dealt with seed %2</source>
        <translation>סיבוב %1 במשחק שחולק עם הזרע %2</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>Menu</source>
        <translation>תפריט</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start screen: the tutorial, practice puzzles, a new game (F1)</source>
        <translation>מסך הפתיחה: ההדרכה, חידות אימון, משחק חדש (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set up a new game (Ctrl+N)</source>
        <translation>להגדיר משחק חדש (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>לשמור את המשחק בקובץ (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>לפתוח משחק שמור (Ctrl+O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: tile size, animation speed, sound, language</source>
        <translation>הגדרות: גודל האבנים, מהירות האנימציה, צלילים, שפה</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>%1 (left)</source>
        <translation>%1 (עזב)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (away)</source>
        <translation>%1 (לא נמצא)</translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>Pool: %n tile(s)</source>
        <translation>
            <numerusform>קופה: אבן %n</numerusform>
            <numerusform>קופה: %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>סיבוב %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of a game another machine hosts</source>
        <translation>סיבוב %1 של משחק שמחשב אחר מארח</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: the deal stays secret until the game is over, when your friends&apos; games check it</source>
        <translation>סיבוב %1: החלוקה נשארת סודית עד סוף המשחק, ואז המשחקים של החברים שלך בודקים אותה</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>More</source>
        <translation>עוד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu, a new game, save, open, settings</source>
        <translation>התפריט, משחק חדש, שמירה, פתיחה, הגדרות</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Turns and scores</source>
        <translation>תורות וניקוד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the turn log and the scores (F2)</source>
        <translation>להציג או להסתיר את יומן התורות ואת הניקוד (F2)</translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message numerus="yes">
        <location filename="../app/assist/hint_assistant.cpp" line="+94"/>
        <source>It lays %1 and changes %n set(s) of the table.</source>
        <extracomment>A hint too long to say whole, in short: %1 the tiles it lays (&quot;B4 B5&quot;), %n the sets it changes.</extracomment>
        <translation>
            <numerusform>הוא מניח %1 ומשנה %n צירוף על השולחן.</numerusform>
            <numerusform>הוא מניח %1 ומשנה %n צירופים על השולחן.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintBanner</name>
    <message>
        <location filename="../qml/table/HintBanner.qml" line="+43"/>
        <source>Hint: %1 Keep these moves, or take them back.</source>
        <translation>רמז: %1 אפשר להשאיר את הצעדים או לבטל אותם.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hint: watch the best play for your rack (%1).</source>
        <translation>רמז: המהלך הטוב ביותר למעמד שלך מוצג עכשיו (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: this play lays %1. Keep these moves, or take them back.</source>
        <translation>רמז: המהלך הזה מניח %1. אפשר להשאיר את הצעדים או לבטל אותם.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take back</source>
        <translation>לבטל</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table and your rack go back to how they were before the hint</source>
        <translation>השולחן והמעמד שלך חוזרים למצבם לפני הרמז</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep</source>
        <translation>להשאיר</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on from the hint&apos;s table; End turn plays it</source>
        <translation>להמשיך מהשולחן של הרמז; &quot;סיום תור&quot; מבצע אותו</translation>
    </message>
</context>
<context>
    <name>HostLobby</name>
    <message>
        <location filename="../qml/screens/HostLobby.qml" line="+84"/>
        <source>Waiting for friends to join</source>
        <translation>ממתינים לחברים</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>On their machine: Join a game. This table shows there by itself on the same network; from elsewhere they paste the invitation below (or type its address and the code).</source>
        <translation>במחשב שלהם: „הצטרפות למשחק”. באותה רשת השולחן הזה מופיע שם מעצמו; ממקום אחר מדביקים את ההזמנה שלמטה (או מקלידים את הכתובת ואת הקוד).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Code %1</source>
        <translation>קוד %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Encrypted. Its certificate&apos;s fingerprint begins %1</source>
        <extracomment>%1 the start of the table&apos;s certificate fingerprint, &quot;AB:CD:EF:01:23:45:67:89&quot;.</extracomment>
        <translation>מוצפן. טביעת האצבע של האישור שלו מתחילה ב־%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your own code</source>
        <translation>קוד משלך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own code for this table</source>
        <translation>קוד משלך לשולחן הזה</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use it</source>
        <translation>להשתמש</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Invitation %1</source>
        <translation>הזמנה %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied</source>
        <translation>הועתק</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy</source>
        <translation>העתקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invitation %1</source>
        <translation>העתקת ההזמנה %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Start a different game</source>
        <translation>להתחיל משחק אחר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop waiting and start a different game</source>
        <translation>להפסיק לחכות ולהתחיל משחק אחר</translation>
    </message>
</context>
<context>
    <name>Invite</name>
    <message>
        <location filename="../app/net/invite_link.cpp" line="+36"/>
        <source>This is not an invitation to a Tile Rummy table: one starts with tilerummy://.</source>
        <translation>זו אינה הזמנה לשולחן Tile Rummy: הזמנה מתחילה ב־tilerummy://.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation is garbled: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>ההזמנה הזו משובשת: העתיקו אותה במלואה, כפי שמסך המארח מציג אותה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation names no host: copy the whole of it, as the host&apos;s screen shows it.</source>
        <translation>ההזמנה הזו אינה מציינת מארח: העתיקו אותה במלואה, כפי שמסך המארח מציג אותה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation has parts an invitation does not have: it is not one the game made.</source>
        <translation>בהזמנה הזו יש חלקים שאין בהזמנה: המשחק לא יצר אותה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This invitation&apos;s port is not one a table can be at.</source>
        <translation>הפורט בהזמנה הזו אינו פורט שבו יכול להיות שולחן.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This invitation has no table code, or one a table cannot have: copy the whole of it.</source>
        <translation>בהזמנה הזו אין קוד שולחן, או שיש בה קוד ששולחן לא יכול לקבל: העתיקו אותה במלואה.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation says something this game does not know (“%1”): it may come from a newer version of Tile Rummy.</source>
        <translation>ההזמנה הזו אומרת משהו שהמשחק הזה אינו מכיר („%1”): ייתכן שהיא מגרסה חדשה יותר של Tile Rummy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This invitation&apos;s fingerprint is not a certificate&apos;s (32 pairs of hexadecimal digits): copy the whole of it.</source>
        <translation>טביעת האצבע בהזמנה הזו אינה של תעודה (32 זוגות של ספרות הקסדצימליות): העתיקו אותה במלואה.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../qml/dialogs/JoinDialog.qml" line="+100"/>
        <source>Join a game</source>
        <translation>הצטרפות למשחק</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Tables open on this network</source>
        <translation>שולחנות פתוחים ברשת הזו</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Looking for tables… A table shows here once its host has started it.</source>
        <translation>מחפשים שולחנות… שולחן יופיע כאן ברגע שהמארח שלו יפתח אותו.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 — %2 of %3 seats free</source>
        <extracomment>A table found on the network: %1 its name, %2 the free seats, %3 all its seats.</extracomment>
        <translation>%1 — %2 מתוך %3 מקומות פנויים</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. 192.168.1.5:4520</source>
        <translation>למשל 192.168.1.5:4520</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table&apos;s address</source>
        <translation>כתובת השולחן</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Code</source>
        <translation>קוד</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As the host&apos;s screen shows it</source>
        <translation>כפי שהוא מופיע במסך של המארח</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s code</source>
        <translation>קוד השולחן</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>השם שלך</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How the others see you</source>
        <translation>כך האחרים יראו אותך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the table</source>
        <translation>השם שלך ליד השולחן</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fingerprint</source>
        <translation>טביעת אצבע</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A self-signed host&apos;s: AB:CD:…</source>
        <translation>של מארח עם אישור בחתימה עצמית: AB:CD:…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s certificate fingerprint</source>
        <translation>טביעת האצבע של האישור של המארח</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch</source>
        <translation>צפייה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the table without a seat: its table and turns, never a rack</source>
        <translation>צפייה בשולחן בלי מקום: השולחן והתורות, אף פעם לא מעמד</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch without playing: you see the table and the turns, never a rack, if the host allows watchers</source>
        <translation>צפייה בלי לשחק: אתה רואה את השולחן ואת התורות, אף פעם לא מעמד, אם המארח מרשה צופים</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trust and join</source>
        <translation>לסמוך ולהצטרף</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>הצטרפות</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Joining…</source>
        <translation>מצטרף…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try again</source>
        <translation>נסה שוב</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trust the host&apos;s certificate and join the table</source>
        <translation>לסמוך על האישור של המארח ולהצטרף לשולחן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join the table</source>
        <translation>להצטרף לשולחן</translation>
    </message>
</context>
<context>
    <name>JoinedTable</name>
    <message>
        <location filename="../app/netplay/joined_table.cpp" line="+55"/>
        <source>Rejoin the table at %1</source>
        <translation>לחזור לשולחן ב־%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rejoin %1&apos;s table</source>
        <translation>לחזור לשולחן של %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your seat as %1 at %2, where you left it.</source>
        <extracomment>%1 the player&apos;s name at the table, %2 the table&apos;s address (&quot;192.168.1.5:4520&quot;).</extracomment>
        <translation>המקום שלך בתור %1 ב־%2, כפי שהשארת אותו.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No seat is kept to rejoin.</source>
        <translation>לא נשמר מקום לחזור אליו.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Waiting for the host…</source>
        <translation>ממתינים למארח…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host to deal the next round…</source>
        <translation>ממתינים שהמארח יחלק את הסיבוב הבא…</translation>
    </message>
</context>
<context>
    <name>KeyboardMoves</name>
    <message>
        <location filename="../qml/input/KeyboardMoves.qml" line="+200"/>
        <source>set %1, %2 of %3</source>
        <translation>צירוף %1, %2 מתוך %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>shelf %1, %2 of %3</source>
        <translation>שורה %1, %2 מתוך %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No %1 on the rack or the table.</source>
        <translation>אין %1 על המעמד או על השולחן.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>k r b o j</source>
        <extracomment>Keys typed on a tile that go to the next tile of a colour: black, red, blue, orange, then the joker (one letter each; letters a keyboard of the language types).</extracomment>
        <translation>ש א כ ת ג</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No joker on the rack or the table.</source>
        <translation>אין ג&apos;וקר על המעמד או על השולחן.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No tile of that colour.</source>
        <translation>אין אבן בצבע הזה.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The only one: %1.</source>
        <translation>היחידה: %1.</translation>
    </message>
</context>
<context>
    <name>LanTables</name>
    <message>
        <location filename="../app/netplay/lan_tables.cpp" line="+24"/>
        <source>Tables on this network cannot be found (%1); type the address instead.</source>
        <translation>אי אפשר למצוא שולחנות ברשת הזו (%1); הקלידו את הכתובת במקום.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A table</source>
        <translation>שולחן</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s table</source>
        <translation>השולחן של %1</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <location filename="../app/settings/launch_options.cpp" line="+16"/>
        <source>Tile rummy: the game of runs and groups.</source>
        <translation>Tile Rummy: משחק הסדרות והקבוצות.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal the game of seed &lt;n&gt;.</source>
        <translation>לחלק את המשחק של הזרע &lt;n&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The seats, %1 to %2 of human, beginner, standard, expert, comma-separated (&quot;human,expert&quot;); or just how many players (default %3: human,standard).</source>
        <translation>המושבים: %1 עד %2 מתוך human (אדם), beginner (מתחיל), standard (רגיל), expert (מומחה), מופרדים בפסיקים (&quot;human,expert&quot;); או רק מספר השחקנים (ברירת מחדל %3: human,standard).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit once the window has shown its first frame, printing how long that took (for start-up benchmarks).</source>
        <translation>לצאת מיד אחרי שהחלון הציג את הפריים הראשון ולהדפיס כמה זמן זה לקח (למדידת זמן ההפעלה).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the game kept from last time at once (a new game when there is none).</source>
        <translation>המשך מיד את המשחק שנשמר בפעם הקודמת (משחק חדש אם אין כזה).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An invitation to a table (tilerummy://HOST:PORT/CODE): the join dialog opens with it filled in.</source>
        <translation>הזמנה לשולחן (tilerummy://HOST:PORT/CODE): חלון ההצטרפות נפתח כשהיא כבר ממולאת.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Ignored.</source>
        <translation>%1 המשחק מתעלם מכך.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown argument &apos;%1&apos;. Ignored.</source>
        <translation>ארגומנט לא מוכר &apos;%1&apos;. המשחק מתעלם ממנו.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--seed wants a whole number from 0 up, not &apos;%1&apos;: dealing a random game</source>
        <translation>האפשרות --seed מצפה למספר שלם מ-0 ומעלה, לא &apos;%1&apos;: מחולק משחק אקראי</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--players wants %1 to %2 seats (human, beginner, standard, expert) or a number of players, not &apos;%3&apos;: playing with %4</source>
        <translation>האפשרות --players מצפה ל-%1 עד %2 מושבים (human, beginner, standard, expert) או למספר שחקנים, לא &apos;%3&apos;: המשחק ייערך עם %4</translation>
    </message>
</context>
<context>
    <name>LeaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/LeaveGameDialog.qml" line="+29"/>
        <source>End the game on the table?</source>
        <translation>לסיים את המשחק שעל השולחן?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A game is under way. The new game takes its place, and the game on the table ends without its scores.</source>
        <translation>משחק מתנהל. המשחק החדש יבוא במקומו, והמשחק שעל השולחן יסתיים בלי ניקוד.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Start the new game</source>
        <translation>להתחיל את המשחק החדש</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>להמשיך לשחק</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../build/release/app/window/generated/lesson_strings.cpp" line="+7"/>
        <source>Your first meld</source>
        <comment>initial-meld title</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>ההורדה הראשונה שלך</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first play of the game, the initial meld, must be new sets from your own rack worth at least 30 points together; until then you may not touch the sets on the table. Several sets may add up to the 30.</source>
        <comment>initial-meld teaching</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>המהלך הראשון שלך במשחק, ההורדה הראשונה, חייב להיות מורכב מצירופים חדשים מהמעמד שלך ששווים יחד 30 נקודות לפחות; עד אז אסור לגעת בצירופים שעל השולחן. אפשר להגיע ל-30 גם בכמה צירופים יחד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld: play all your tiles.</source>
        <comment>initial-meld goal</comment>
        <extracomment>Lesson &quot;initial-meld&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לבצע הורדה ראשונה: להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in your first meld</source>
        <comment>initial-meld-joker title</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>ג&apos;וקר בהורדה הראשונה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In your initial meld a joker is worth the tile it stands for: in R9 J R11 it stands for R10 and counts 10, so the run is worth exactly 30.</source>
        <comment>initial-meld-joker teaching</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>בהורדה הראשונה ג&apos;וקר שווה כמו האבן שהוא מחליף: ב-R9 J R11 הוא מחליף את R10 ושווה 10, כך שהסדרה שווה בדיוק 30.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make your first meld with the joker in it.</source>
        <comment>initial-meld-joker goal</comment>
        <extracomment>Lesson &quot;initial-meld-joker&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לבצע הורדה ראשונה שכוללת את הג&apos;וקר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the table</source>
        <comment>add title</comment>
        <extracomment>Lesson &quot;add&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להוסיף לשולחן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once you have made your first meld you may add tiles from your rack to any set on the table: a run takes the next number of its colour at either end, and a group of three takes its missing colour.</source>
        <comment>add teaching</comment>
        <extracomment>Lesson &quot;add&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>אחרי ההורדה הראשונה אפשר להוסיף אבנים מהמעמד לכל צירוף שעל השולחן: סדרה מקבלת בכל אחד מהקצוות את המספר הבא בצבע שלה, וקבוצה של שלוש מקבלת את הצבע שחסר בה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>add goal</comment>
        <extracomment>Lesson &quot;add&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Borrow from a long run</source>
        <comment>shift-run title</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לשאול מסדרה ארוכה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run of four or more can give up the tile at either end and still be a run. Take that end tile and use it in a new set with tiles from your rack.</source>
        <comment>shift-run teaching</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>סדרה של ארבע אבנים או יותר יכולה לוותר על האבן שבאחד הקצוות ועדיין להישאר סדרה. אפשר לקחת את אבן הקצה הזאת ולהשתמש בה בצירוף חדש עם אבנים מהמעמד שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>shift-run goal</comment>
        <extracomment>Lesson &quot;shift-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take from a group of four</source>
        <comment>take-fourth title</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לקחת מקבוצה של ארבע</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of four can give away any one of its tiles: the three left are still a group. Use the tile you take in a new set.</source>
        <comment>take-fourth teaching</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>קבוצה של ארבע יכולה לוותר על כל אחת מהאבנים שלה: שלוש האבנים שנשארות הן עדיין קבוצה. את האבן שלוקחים משלבים בצירוף חדש.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>take-fourth goal</comment>
        <extracomment>Lesson &quot;take-fourth&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split a run</source>
        <comment>split-run title</comment>
        <extracomment>Lesson &quot;split-run&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לפצל סדרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A long run can be split in two to make room: R3 to R8 becomes R3 R4 R5 and R6 R7 R8, and your own R5 then fits in front of R6. Each part must keep at least three tiles.</source>
        <comment>split-run teaching</comment>
        <extracomment>Lesson &quot;split-run&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>אפשר לפצל סדרה ארוכה לשתיים כדי לפנות מקום: R3 עד R8 הופכת ל-R3 R4 R5 ול-R6 R7 R8, ואז ה-R5 שלך נכנס לפני R6. בכל חלק חייבות להישאר לפחות שלוש אבנים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 5.</source>
        <comment>split-run goal</comment>
        <extracomment>Lesson &quot;split-run&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את ה-5 האדום.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a tile out of a group</source>
        <comment>substitute-group title</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להחליף אבן בקבוצה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group of three can lend you a tile if you complete it first: add the fourth colour from your rack, then take one of the other three out to use in another set.</source>
        <comment>substitute-group teaching</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>קבוצה של שלוש יכולה להשאיל לך אבן, בתנאי שקודם משלימים אותה: להוסיף מהמעמד שלך את הצבע הרביעי, ואז להוציא את אחת משלוש האחרות ולהשתמש בה בצירוף אחר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>substitute-group goal</comment>
        <extracomment>Lesson &quot;substitute-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win back a joker</source>
        <comment>joker-retrieve title</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לשחרר ג&apos;וקר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can win back a joker from the table by putting the exact tile it stands for in its place. The freed joker must be played again in the same turn, in a new set or added to one.</source>
        <comment>joker-retrieve teaching</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>אפשר לשחרר ג&apos;וקר מהשולחן אם מניחים במקומו בדיוק את האבן שהוא מחליף. את הג&apos;וקר המשוחרר חובה להניח שוב באותו תור, בצירוף חדש או כתוספת לצירוף קיים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-retrieve goal</comment>
        <extracomment>Lesson &quot;joker-retrieve&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never leave two behind</source>
        <comment>trap-set-of-two title</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לעולם לא להשאיר זוג</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking a tile from a set of three leaves two tiles, and two tiles are never a set: the table would be illegal. Take the tile from a run of four or more instead.</source>
        <comment>trap-set-of-two teaching</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לקיחת אבן מצירוף של שלוש משאירה שתי אבנים, ושתי אבנים הן אף פעם לא צירוף: השולחן לא יהיה חוקי. במקום זה, לקחת את האבן מסדרה של ארבע או יותר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>trap-set-of-two goal</comment>
        <extracomment>Lesson &quot;trap-set-of-two&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the joker you free</source>
        <comment>trap-harvest title</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את הג&apos;וקר ששוחרר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every tile you take out of a set, a freed joker too, must end in a valid set before your turn ends; it can&apos;t be left alone or kept. Put R7 in the joker&apos;s place and the joker can still join the red run at one end.</source>
        <comment>trap-harvest teaching</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>כל אבן שמוציאים מצירוף, וגם ג&apos;וקר משוחרר, חייבת להגיע לצירוף חוקי לפני שהתור נגמר; אסור להשאיר אותה לבד או לשמור אותה. אם מניחים את R7 במקום הג&apos;וקר, הג&apos;וקר עדיין יכול להצטרף לסדרה האדומה באחד הקצוות.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the red 7.</source>
        <comment>trap-harvest goal</comment>
        <extracomment>Lesson &quot;trap-harvest&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את ה-7 האדום.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker in a group</source>
        <comment>joker-in-group title</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>ג&apos;וקר בקבוצה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a group of three the joker stands for a missing colour: put a tile of a missing colour in its place, and the joker is yours to play again this turn.</source>
        <comment>joker-in-group teaching</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>בקבוצה של שלוש הג&apos;וקר מחליף צבע חסר: אם מניחים במקומו אבן בצבע חסר, הג&apos;וקר עובר אליך ואפשר להניח אותו שוב בתור הזה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-in-group goal</comment>
        <extracomment>Lesson &quot;joker-in-group&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split and shift for one set</source>
        <comment>combined-split title</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לפצל ולהזיז בשביל צירוף אחד</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One new set can take tiles from two places at once: a tile out of the middle of a long run splits it into two runs, and a tile from the end of a run of four shifts it.</source>
        <comment>combined-split teaching</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>צירוף חדש אחד יכול לקחת אבנים משני מקומות בבת אחת: אבן מאמצע סדרה ארוכה מפצלת אותה לשתי סדרות, ואבן מהקצה של סדרה של ארבע רק מקצרת אותה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the orange 6.</source>
        <comment>combined-split goal</comment>
        <extracomment>Lesson &quot;combined-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את ה-6 הכתום.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free the joker, split the run</source>
        <comment>joker-and-split title</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לשחרר את הג&apos;וקר, לפצל את הסדרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hard table often needs two moves in one turn: win back the joker with the tile it stands for, then split a long run for the tile that the joker&apos;s new set still needs.</source>
        <comment>joker-and-split teaching</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>שולחן קשה דורש לעיתים קרובות שני מהלכים בתור אחד: לשחרר את הג&apos;וקר בעזרת האבן שהוא מחליף, ואז לפצל סדרה ארוכה כדי להשיג את האבן שעדיין חסרה לצירוף החדש של הג&apos;וקר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play all your tiles.</source>
        <comment>joker-and-split goal</comment>
        <extracomment>Lesson &quot;joker-and-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את כל האבנים שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split two runs at once</source>
        <comment>multiple-split title</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its title. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לפצל שתי סדרות בבת אחת</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One tile can need more than one split: take a tile out of the middle of each of two long runs, leaving four runs of three, and make a group of the tiles you took with your own.</source>
        <comment>multiple-split teaching</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its teaching. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>לפעמים אבן אחת דורשת יותר מפיצול אחד: להוציא אבן מאמצע כל אחת משתי סדרות ארוכות, כך שיישארו ארבע סדרות של שלוש, ולבנות קבוצה מהאבנים שהוצאו יחד עם האבן שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the black 8.</source>
        <comment>multiple-split goal</comment>
        <extracomment>Lesson &quot;multiple-split&quot;, its goal. Tiles are written as in the game: R8 = red 8, B = blue, O = orange, K = black, J = joker.</extracomment>
        <translation>להניח את ה-8 השחור.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+27"/>
        <source>%1 is not one of the tiles in play: only the tiles on the table and on your rack can be used.</source>
        <translation>האבן %1 אינה אחת מהאבנים שבמשחק: אפשר להשתמש רק באבנים שעל השולחן ושבמעמד שלך.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is missing: every tile must end on the table or stay on your rack.</source>
        <translation>האבן %1 חסרה: בסוף כל אבן צריכה להיות על השולחן או להישאר במעמד שלך.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was on the table: a joker you take from a set must be played in a set this turn; it can&apos;t go to your rack.</source>
        <translation>הג&apos;וקר %1 היה על השולחן: את הג&apos;וקר שלוקחים מצירוף חובה להניח בצירוף בתור הזה; אסור להעביר אותו למעמד שלך.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was on the table: a tile from the table can&apos;t go back to your rack; play it in a set.</source>
        <translation>האבן %1 הייתה על השולחן: אסור להעביר אבן מהשולחן למעמד שלך; צריך להניח אותה בצירוף.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing was played yet. %1</source>
        <translation>עדיין לא הונחה אף אבן. %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This turn is not allowed: %1.</source>
        <translation>התור הזה לא חוקי: %1.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Well done: you played %1 for a first meld worth %2 points.</source>
        <translation>כל הכבוד: הנחת %1 בהורדה ראשונה בשווי %2 נקודות.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Well done: you played %1, rearranging %n set(s).</source>
        <translation>
            <numerusform>כל הכבוד: הנחת %1 וסידרת מחדש %n צירוף.</numerusform>
            <numerusform>כל הכבוד: הנחת %1 וסידרת מחדש %n צירופים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Well done: you played %1.</source>
        <translation>כל הכבוד: הנחת %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>You still have %n tile(s) on your rack (%1): play them all.</source>
        <translation>
            <numerusform>במעמד שלך נשארה עוד %n אבן (%1): צריך להניח גם אותה.</numerusform>
            <numerusform>במעמד שלך נשארו עוד %n אבנים (%1): צריך להניח את כולן.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 are still on your rack: the goal is to play them.</source>
        <translation>
            <numerusform>האבן %1 עדיין במעמד שלך: המטרה היא להניח אותה.</numerusform>
            <numerusform>האבנים %1 עדיין במעמד שלך: המטרה היא להניח אותן.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>The best play: %n tile(s) placed.</source>
        <translation>
            <numerusform>המהלך הטוב ביותר: הונחה %n אבן.</numerusform>
            <numerusform>המהלך הטוב ביותר: הונחו %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Legal: you placed %n tile(s).</source>
        <translation>
            <numerusform>מהלך חוקי: הנחת %n אבן.</numerusform>
            <numerusform>מהלך חוקי: הנחת %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play places %n tile(s).</source>
        <translation>
            <numerusform>המהלך הטוב ביותר מניח %n אבן.</numerusform>
            <numerusform>המהלך הטוב ביותר מניח %n אבנים.</numerusform>
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
        <translation>משחקי Tile Rummy (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>כל הקבצים (*)</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game saved.</source>
        <translation>המשחק נשמר.</translation>
    </message>
    <message>
        <location line="-469"/>
        <source>Could not review the game: %1</source>
        <translation>לא ניתן לסקור את המשחק: %1</translation>
    </message>
    <message>
        <location line="+437"/>
        <source>This game&apos;s file could not be read.</source>
        <translation>לא ניתן היה לקרוא את הקובץ של המשחק הזה.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a saved game</source>
        <translation>פתיחת משחק שמור</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game loaded.</source>
        <translation>המשחק נטען.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open the game: %1</source>
        <translation>לא ניתן לפתוח את המשחק: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game could not be saved: %1</source>
        <translation>לא ניתן לשמור את המשחק: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No play found for this rack: draw a tile.</source>
        <translation>לא נמצא מהלך למעמד הזה: כדאי לקחת אבן.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your rack has no opening of %1 points yet: draw a tile.</source>
        <translation>במעמד שלך עדיין אין הורדה ראשונה של %1 נקודות: כדאי לקחת אבן.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your table already is the best play: end your turn.</source>
        <translation>השולחן שלך כבר המהלך הטוב ביותר: סיים את התור.</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <location filename="../app/settings/match_options.cpp" line="+43"/>
        <source>Beginner AI</source>
        <translation>מחשב מתחיל</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard AI</source>
        <translation>מחשב רגיל</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert AI</source>
        <translation>מחשב מומחה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friend %1</source>
        <extracomment>The name of a seat a friend on another machine will take; %1 counts from 1.</extracomment>
        <translation>חבר %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <extracomment>The name of a seat at the table; %1 counts from 1.</extracomment>
        <translation>שחקן %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lays sets from its own rack, and now and then misses a play.</source>
        <translation>מניח צירופים מהמעמד שלו, ולפעמים מחמיץ מהלך.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The gentlest: good for learning the game. The standard AI beats it almost every game.</source>
        <translation>העדין ביותר: טוב ללימוד המשחק. המחשב הרגיל מנצח אותו כמעט בכל משחק.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lays as many points as it can every turn, rearranging the table.</source>
        <translation>מניח בכל תור כמה שיותר נקודות, ומסדר מחדש את השולחן.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fair game for a player who knows the rules.</source>
        <translation>משחק הוגן לשחקן שמכיר את החוקים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finds the best rearrangement and thinks ahead: it holds a few tiles back when that pays, but never for long.</source>
        <translation>מוצא את הסידור הטוב ביותר וחושב קדימה: מחזיק כמה אבנים כשזה משתלם, אבל אף פעם לא לאורך זמן.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The strongest: it wins about 6 games in 10 against the standard AI, and notices what your draws give away.</source>
        <translation>החזק ביותר: מנצח בכ־6 משחקים מתוך 10 נגד המחשב הרגיל, ומבחין במה שהמשיכות שלך מסגירות.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>A game needs %1 to %2 players.</source>
        <translation>במשחק צריכים להשתתף %1 עד %2 שחקנים.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown seat &quot;%1&quot;.</source>
        <translation>סוג שחקן לא מוכר: &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown rule for the empty pool &quot;%1&quot;.</source>
        <translation>כלל לא מוכר לקופה ריקה: &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules cannot be played: %1.</source>
        <translation>אי אפשר לשחק לפי הכללים האלה: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seed must be a whole number, like 4711.</source>
        <translation>הזרע חייב להיות מספר שלם, למשל 4711.</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="+48"/>
        <source>There are no tiles to move.</source>
        <translation>אין אבנים להזזה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a tile of the game.</source>
        <translation>אין במשחק אבן %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is listed twice in one move.</source>
        <translation>האבן %1 מופיעה פעמיים באותו צעד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not on the table or the rack.</source>
        <translation>האבן %1 לא נמצאת על השולחן וגם לא במעמד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no set %1 on the table.</source>
        <translation>אין על השולחן צירוף מספר %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the table.</source>
        <translation>אין על השולחן מקום מספר %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 in a set.</source>
        <translation>אין בצירוף מקום מספר %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no place %1 on the rack.</source>
        <translation>אין במעמד מקום מספר %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is off the table.</source>
        <translation>עמודה %1 מחוץ לשולחן.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was on the table at the start of the turn and must stay on the table.</source>
        <translation>האבן %1 הייתה על השולחן בתחילת התור וחייבת להישאר על השולחן.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move changes nothing.</source>
        <translation>הצעד הזה לא משנה כלום.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+24"/>
        <source>Person</source>
        <translation>אדם</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend on another machine</source>
        <translation>חבר במחשב אחר</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player %1 is</source>
        <translation>סוג שחקן %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name of player %1</source>
        <translation>שם שחקן %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove player %1</source>
        <translation>הסרת שחקן %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>+ Add a player</source>
        <translation>+ הוספת שחקן</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a player</source>
        <translation>הוספת שחקן</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>חלוקה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seed</source>
        <translation>זרע</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Random deal</source>
        <translation>חלוקה אקראית</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed (empty: a random deal)</source>
        <translation>זרע (ריק: חלוקה אקראית)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same deal</source>
        <translation>אותה חלוקה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the seed of the game on the table</source>
        <translation>להשתמש בזרע של המשחק שעל השולחן</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seed of the game on the table: %1</source>
        <translation>הזרע של המשחק שעל השולחן: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The same seed deals the same tiles again.</source>
        <translation>אותו זרע מחלק שוב את אותן אבנים.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rules</source>
        <translation>כללים</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First meld</source>
        <translation>הורדה ראשונה</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points needed for the first meld</source>
        <translation>נקודות נדרשות להורדה הראשונה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <translation>%1 נקודות</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles each</source>
        <translation>אבנים לשחקן</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles dealt to each player</source>
        <translation>מספר האבנים שמחולקות לכל שחקן</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time a turn</source>
        <translation>זמן לתור</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn</source>
        <translation>מגבלת זמן לתור</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time bank</source>
        <translation>בנק זמן</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Empty pool</source>
        <translation>קופה ריקה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When the pool is empty</source>
        <translation>כשהקופה ריקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until no one can play</source>
        <translation>ממשיכים עד שאף אחד לא יכול לשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more turn each</source>
        <translation>תור נוסף לכל שחקן</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The official rule.</source>
        <translation>הכלל הרשמי.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the round ends.</source>
        <translation>ואז הסיבוב מסתיים.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <translation>אורך המשחק</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Length of the match</source>
        <translation>אורך המשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round</source>
        <translation>סיבוב אחד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>סיבובים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To a score</source>
        <translation>עד ניקוד</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Number of rounds</source>
        <translation>מספר סיבובים</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Target score</source>
        <translation>ניקוד יעד</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rounds</source>
        <translation>סיבובים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points to win</source>
        <translation>נקודות לניצחון</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Start game</source>
        <translation>התחלת משחק</translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message>
        <location filename="../app/online/online_lobby.cpp" line="+393"/>
        <source>Place %1 of %2: %3 → %4</source>
        <extracomment>A rated game in the player&apos;s history: %1 their place, %2 the people at the table, %3 and %4 the rating before and after.</extracomment>
        <translation>מקום %1 מתוך %2: %3 ← %4</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>“%1” is not a lobby&apos;s address: type it as whoever runs the lobby gave it, e.g. lobby.example.org or wss://lobby.example.org:4530.</source>
        <translation>‏„%1” אינה כתובת של לובי: הקלד אותה כפי שקיבלת ממי שמפעיל את הלובי, למשל lobby.example.org או wss://lobby.example.org:4530.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You left the table.</source>
        <translation>עזבת את השולחן.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You left the quick match.</source>
        <translation>יצאת מהמשחק המהיר.</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+44"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>שם של %1 תווים לכל היותר, בבקשה.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This system gives the game no folder to keep your player&apos;s key in.</source>
        <translation>המערכת לא מספקת למשחק תיקייה לשמירת מפתח השחקן שלך.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your player&apos;s key could not be read or made: %1</source>
        <translation>לא ניתן היה לקרוא או ליצור את מפתח השחקן שלך: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Give your name: it is how the others see you at the lobby.</source>
        <translation>הזן את שמך: כך יראו אותך האחרים בלובי.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You signed out of the lobby.</source>
        <translation>התנתקת מהלובי.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type the code your friend&apos;s table shows.</source>
        <translation>הקלד את הקוד שמוצג בשולחן של החבר שלך.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Signed in at %1 as %2.</source>
        <translation>מחובר ל-%1 בתור %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to %1: choose your name.</source>
        <translation>מחובר ל-%1: בחר את שמך.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting to %1…</source>
        <translation>מתחבר ל-%1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No lobby yet. A lobby is a server a club, a family or a community runs: type the address they gave you, then Connect.</source>
        <translation>עדיין אין לובי. לובי הוא שרת שמפעילים מועדון, משפחה או קהילה: הקלד את הכתובת שקיבלת ואז לחץ „התחבר”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected to a lobby.</source>
        <translation>לא מחובר ללובי.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating %1 ± %2</source>
        <extracomment>The player&apos;s rating: %1 the rating, %2 how sure it is (the deviation), then the games it rests on.</extracomment>
        <translation>דירוג %1 ± %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, no rated games yet</source>
        <translation>%1, עדיין אין משחקים מדורגים</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, from %n rated game(s)</source>
        <translation>
            <numerusform>%1, ממשחק מדורג %n</numerusform>
            <numerusform>%1, מ-%n משחקים מדורגים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>A private rated table, %n seat(s)</source>
        <translation>
            <numerusform>שולחן פרטי מדורג, מקום %n</numerusform>
            <numerusform>שולחן פרטי מדורג, %n מקומות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A private friendly table, %n seat(s)</source>
        <translation>
            <numerusform>שולחן פרטי ידידותי, מקום %n</numerusform>
            <numerusform>שולחן פרטי ידידותי, %n מקומות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A rated table, %n seat(s)</source>
        <translation>
            <numerusform>שולחן מדורג, מקום %n</numerusform>
            <numerusform>שולחן מדורג, %n מקומות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>A friendly table, %n seat(s)</source>
        <translation>
            <numerusform>שולחן ידידותי, מקום %n</numerusform>
            <numerusform>שולחן ידידותי, %n מקומות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 sitting, %n seat(s) free</source>
        <extracomment>A table at the lobby: %1 who sits there (names), then its free seats, then its rules.</extracomment>
        <translation>
            <numerusform>יושבים: %1; מקום פנוי %n</numerusform>
            <numerusform>יושבים: %1; %n מקומות פנויים</numerusform>
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
            <numerusform>מחפש שולחן ל-%1: שחקן %n ממתין, כולל אותך.</numerusform>
            <numerusform>מחפש שולחן ל-%1: %n שחקנים ממתינים, כולל אותך.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Seating you with AIs in the free seats…</source>
        <translation>%1 מושיב אותך, ובינות מלאכותיות במקומות הפנויים…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 AIs take the free seats in %n second(s).</source>
        <translation>
            <numerusform>%1 בינות מלאכותיות יתפסו את המקומות הפנויים בעוד שנייה %n.</numerusform>
            <numerusform>%1 בינות מלאכותיות יתפסו את המקומות הפנויים בעוד %n שניות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You sit at your table: %1. %2</source>
        <translation>אתה יושב בשולחן שלך: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit at your table: %1. %2. Friends join with the code %3</source>
        <translation>אתה יושב בשולחן שלך: %1. %2. חברים מצטרפים עם הקוד %3</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your rated table starts: taking your seat.</source>
        <translation>השולחן המדורג שלך מתחיל: תופס את מקומך.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table starts: taking your seat.</source>
        <translation>השולחן שלך מתחיל: תופס את מקומך.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your last rated game: place %1 of %2. Your rating is now %3 (%4).</source>
        <extracomment>After a rated game: %1 the place, %2 the people at the table, %3 the new rating, %4 its change (+12, -8).</extracomment>
        <translation>המשחק המדורג האחרון שלך: מקום %1 מתוך %2. הדירוג שלך עכשיו %3 (%4).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That name is taken at this lobby, or not allowed: choose another.</source>
        <translation>השם הזה תפוס בלובי הזה או אסור: בחר שם אחר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby did not accept your player&apos;s key.</source>
        <translation>הלובי לא קיבל את מפתח השחקן שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You signed in at this lobby from another window or machine: this one is signed out.</source>
        <translation>נכנסת ללובי הזה מחלון או ממחשב אחר: כאן נותקת.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lobby speaks another version of the game&apos;s protocol: update the game, or ask whoever runs the lobby.</source>
        <translation>הלובי הזה מדבר גרסה אחרת של פרוטוקול המשחק: עדכן את המשחק, או פנה למי שמפעיל את הלובי.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That table is no longer open.</source>
        <translation>השולחן הזה כבר לא פתוח.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No private table has that code: check it with your friend.</source>
        <translation>לאף שולחן פרטי אין את הקוד הזה: בדוק אותו עם החבר שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who made the table starts it.</source>
        <translation>רק מי שיצר את השולחן יכול להתחיל אותו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit at a table already: leave it first.</source>
        <translation>אתה כבר יושב ליד שולחן: עזוב אותו קודם.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many wrong codes from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>יותר מדי קודים שגויים מהכתובת שלך: נסה שוב בעוד שנייה %n.</numerusform>
            <numerusform>יותר מדי קודים שגויים מהכתובת שלך: נסה שוב בעוד %n שניות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Too many tables asked for at once: try again in %n second(s).</source>
        <translation>
            <numerusform>התבקשו יותר מדי שולחנות בבת אחת: נסה שוב בעוד שנייה %n.</numerusform>
            <numerusform>התבקשו יותר מדי שולחנות בבת אחת: נסה שוב בעוד %n שניות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>יותר מדי בקשות בבת אחת: המתן רגע ונסה שוב.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lobby is full right now: try again later.</source>
        <translation>הלובי מלא כרגע: נסה שוב מאוחר יותר.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby refused this game&apos;s request.</source>
        <translation>הלובי דחה את בקשת המשחק.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Nobody vouches for this lobby&apos;s certificate. If whoever runs the lobby gives you this fingerprint, trust it: %1</source>
        <translation>אף אחד לא ערב לאישור של הלובי הזה. אם מי שמפעיל את הלובי נותן לך את טביעת האצבע הזו, סמוך עליה: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lobby cannot be reached: %1</source>
        <translation>לא ניתן להגיע ללובי: %1</translation>
    </message>
</context>
<context>
    <name>OnlineRanks</name>
    <message>
        <location filename="../qml/screens/OnlineRanks.qml" line="+47"/>
        <source>What the list shows</source>
        <translation>מה הרשימה מציגה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaderboard</source>
        <translation>טבלת המובילים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your rated games</source>
        <translation>המשחקים המדורגים שלך</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No rated game yet: your rating moves with each one.</source>
        <translation>עדיין אין משחק מדורג: הדירוג שלך משתנה עם כל אחד.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has played a rated game here yet.</source>
        <translation>עדיין אף אחד לא שיחק כאן משחק מדורג.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rating</source>
        <translation>דירוג</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games</source>
        <extracomment>The leaderboard&apos;s column of rated games played (short).</extracomment>
        <translation>משחקים</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1. %2, rating %3, %n rated game(s)</source>
        <extracomment>A leaderboard&apos;s line: %1 the place, %2 the name, %3 the rating, then the rated games.</extracomment>
        <translation>
            <numerusform>%1. %2, דירוג %3, משחק מדורג %n</numerusform>
            <numerusform>%1. %2, דירוג %3, %n משחקים מדורגים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../qml/screens/OnlineScreen.qml" line="+31"/>
        <location line="+104"/>
        <source>Play online</source>
        <translation>משחק ברשת</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>‹ Menu</source>
        <translation>‹ תפריט</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc); you stay signed in</source>
        <translation>חזרה למסך הפתיחה (Esc); אתה נשאר מחובר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start screen (Esc)</source>
        <translation>חזרה למסך הפתיחה (Esc)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sign out</source>
        <translation>התנתק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lobby (a table you wait at is left, and the quick match&apos;s queue)</source>
        <translation>עזוב את הלובי (גם את השולחן שאתה ממתין לידו, ואת התור של המשחק המהיר)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Play people anywhere: a lobby lists tables, seats you with players of your strength, and keeps a rating.</source>
        <translation>שחק עם אנשים מכל מקום: לובי מציג שולחנות, מושיב אותך עם שחקנים ברמתך ושומר דירוג.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Lobby</source>
        <translation>לובי</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. lobby.example.org</source>
        <translation>למשל lobby.example.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lobby&apos;s address</source>
        <translation>כתובת הלובי</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>השם שלך</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the others see you</source>
        <translation>כך האחרים יראו אותך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name at the lobby</source>
        <translation>השם שלך בלובי</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trust and connect</source>
        <translation>סמוך והתחבר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust this lobby&apos;s certificate, by the fingerprint shown, from now on</source>
        <translation>לסמוך מעכשיו על האישור של הלובי הזה, לפי טביעת האצבע המוצגת</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this name</source>
        <translation>השתמש בשם הזה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting…</source>
        <translation>מתחבר…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connect</source>
        <translation>התחבר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the lobby and sign in with your player&apos;s key</source>
        <translation>התחבר ללובי והיכנס עם מפתח השחקן שלך</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No account and no password: the game makes a key for you, kept on this computer, that tells the lobby it is you again.</source>
        <translation>בלי חשבון ובלי סיסמה: המשחק יוצר לך מפתח, שנשמר במחשב הזה, שאומר ללובי שזה שוב אתה.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tables</source>
        <translation>שולחנות</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ratings</source>
        <translation>דירוגים</translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <location filename="../qml/screens/OnlineTables.qml" line="+110"/>
        <source>Your table is being played.</source>
        <translation>השולחן שלך במשחק.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to your table</source>
        <translation>חזרה לשולחן שלך</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your table</source>
        <translation>השולחן שלך</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Friends join with the code %1</source>
        <extracomment>A private table&apos;s code, for the player to give to friends.</extracomment>
        <translation>חברים מצטרפים עם הקוד %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game starts when every seat is taken, or when you start it: AIs take the free seats.</source>
        <translation>המשחק מתחיל כשכל המקומות תפוסים, או כשאתה מתחיל אותו: בינות מלאכותיות יתפסו את המקומות הפנויים.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game starts when every seat is taken, or when the table&apos;s maker starts it.</source>
        <translation>המשחק מתחיל כשכל המקומות תפוסים, או כשמי שיצר את השולחן מתחיל אותו.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start now</source>
        <translation>התחל עכשיו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game now; AIs take the free seats</source>
        <translation>התחל את המשחק עכשיו; בינות מלאכותיות יתפסו את המקומות הפנויים</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the table</source>
        <translation>עזוב את השולחן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get up from this table: its seat is free again</source>
        <translation>לקום מהשולחן: המקום שוב פנוי</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick match</source>
        <translation>משחק מהיר</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for a quick match</source>
        <translation>ממתין למשחק מהיר</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stop waiting</source>
        <translation>הפסק להמתין</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the quick match&apos;s queue</source>
        <translation>יציאה מהתור של המשחק המהיר</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick match: players of your strength</source>
        <translation>משחק מהיר: שחקנים ברמתך</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players at the table</source>
        <translation>שחקנים ליד השולחן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 שחקנים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 players</source>
        <translation>4 שחקנים</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How long to wait for people before AIs take the free seats</source>
        <translation>כמה זמן להמתין לאנשים לפני שבינות מלאכותיות יתפסו את המקומות הפנויים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30 s</source>
        <translation>30 שנ׳</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>שנייה %n</numerusform>
            <numerusform>%n שניות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>דקה</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>דקה %n</numerusform>
            <numerusform>%n דקות</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>2 min</source>
        <translation>2 דק׳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min</source>
        <translation>5 דק׳</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find a game</source>
        <translation>מצא משחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated table with players of a similar rating; AIs take the seats nobody took after the wait</source>
        <translation>שולחן מדורג עם שחקנים בדירוג דומה; אחרי ההמתנה בינות מלאכותיות יתפסו את המקומות שאיש לא תפס</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A table of your own</source>
        <translation>שולחן משלך</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats at your table</source>
        <translation>מקומות בשולחן שלך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 seats</source>
        <translation>2 מקומות</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 seats</source>
        <translation>3 מקומות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 seats</source>
        <translation>4 מקומות</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether the table&apos;s games change ratings</source>
        <translation>האם המשחקים בשולחן משנים דירוגים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated</source>
        <translation>מדורג</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Friendly</source>
        <translation>ידידותי</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who may sit down: anyone, or friends with the code</source>
        <translation>מי יכול לשבת: כל אחד, או חברים עם הקוד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>פתוח</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Private</source>
        <translation>פרטי</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Make the table</source>
        <translation>צור את השולחן</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A private table&apos;s code</source>
        <translation>קוד של שולחן פרטי</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A private table&apos;s code, from your friend</source>
        <translation>קוד של שולחן פרטי, מהחבר שלך</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join by code</source>
        <translation>הצטרף עם קוד</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open tables (%1)</source>
        <translation>שולחנות פתוחים (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No open table right now: make one, or find a game in the quick match.</source>
        <translation>אין כרגע שולחן פתוח: צור אחד, או מצא משחק במשחק המהיר.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Sit down</source>
        <translation>שב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit down at %1</source>
        <translation>שב ליד %1</translation>
    </message>
</context>
<context>
    <name>PenaltyBanner</name>
    <message numerus="yes">
        <location filename="../qml/table/PenaltyBanner.qml" line="+37"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>הזמן של %1 נגמר: %n אבן עונש.</numerusform>
            <numerusform>הזמן של %1 נגמר: %n אבני עונש.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s table was not legal: %2. Everything went back where it was, and %1 drew %n penalty tile(s).</source>
        <translation>
            <numerusform>השולחן של %1 לא היה חוקי: %2. הכול חזר למקומו, ול-%1 נוספה %n אבן עונש.</numerusform>
            <numerusform>השולחן של %1 לא היה חוקי: %2. הכול חזר למקומו, ול-%1 נוספו %n אבני עונש.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Penalty</source>
        <translation>עונש</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You drew:</source>
        <translation>קיבלת:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Dismiss</source>
        <translation>סגירה</translation>
    </message>
</context>
<context>
    <name>PlayAgainPanel</name>
    <message>
        <location filename="../qml/screens/PlayAgainPanel.qml" line="+35"/>
        <source>The host asks to play again with the same people.</source>
        <translation>המארח שואל אם לשחק שוב עם אותם אנשים.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays again</source>
        <translation>מי משחק שוב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same people?</source>
        <translation>לשחק שוב עם אותם אנשים?</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>You play again: the new match begins when the host deals it.</source>
        <translation>אתה משחק שוב: המשחק החדש יתחיל כשהמארח יחלק.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not play again: an AI takes your seat if the others do.</source>
        <translation>אתה לא משחק שוב: בינה מלאכותית תתפוס את מקומך אם האחרים ישחקו.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ask the friends</source>
        <translation>לשאול את החברים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the friends to play again with the same people</source>
        <translation>לשאול את החברים אם לשחק שוב עם אותם אנשים</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the new match</source>
        <translation>לחלק משחק חדש</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Yes, play again</source>
        <translation>כן, לשחק שוב</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No, thanks</source>
        <translation>לא, תודה</translation>
    </message>
</context>
<context>
    <name>PlayedGames</name>
    <message>
        <location filename="../app/review/played_games.cpp" line="+27"/>
        <source>At one screen</source>
        <translation>מול מסך אחד</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends</source>
        <translation>חברים</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Tied</source>
        <translation>תיקו</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 ניצח</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>All games</source>
        <translation>כל המשחקים</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Mixed AI levels</source>
        <extracomment>Statistics: the games against AIs of more than one level (a standard and an expert AI).</extracomment>
        <translation>מחשבים ברמות שונות</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message numerus="yes">
        <location filename="../qml/table/PlayerRow.qml" line="+30"/>
        <source>%1 (to play): %n tile(s), total %2</source>
        <translation>
            <numerusform>%1 (תור נוכחי): %n אבן, סה&quot;כ %2</numerusform>
            <numerusform>%1 (תור נוכחי): %n אבנים, סה&quot;כ %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n tile(s), total %2</source>
        <translation>
            <numerusform>%1: %n אבן, סה&quot;כ %2</numerusform>
            <numerusform>%1: %n אבנים, סה&quot;כ %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, time bank %2</source>
        <translation>%1, בנק זמן %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>AI</source>
        <translation>מחשב</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../app/settings/language.cpp" line="+55"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>QuitHostedDialog</name>
    <message>
        <location filename="../qml/dialogs/QuitHostedDialog.qml" line="+19"/>
        <source>Friends are at your table</source>
        <translation>חברים יושבים ליד השולחן שלך</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>End the table</source>
        <translation>סיום השולחן</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause it</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keep playing</source>
        <translation>להמשיך לשחק</translation>
    </message>
</context>
<context>
    <name>Rack</name>
    <message>
        <location filename="../qml/table/Rack.qml" line="+22"/>
        <source>%1&apos;s rack</source>
        <translation>המעמד של %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The rack</source>
        <translation>המעמד</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1, %n tile(s)</source>
        <translation>
            <numerusform>%1, %n אבן</numerusform>
            <numerusform>%1, %n אבנים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../qml/dialogs/ResumeDialog.qml" line="+70"/>
        <source>Resume your last game?</source>
        <translation>להמשיך את המשחק האחרון?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be resumed</source>
        <translation>לא ניתן להמשיך את המשחק</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>It was saved when the game was last closed. A new game sets it aside.</source>
        <translation>הוא נשמר כשהמשחק נסגר בפעם האחרונה. משחק חדש יעביר אותו הצידה.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The saved game was set aside; the game on the table goes on.</source>
        <translation>המשחק השמור הועבר הצידה; המשחק שעל השולחן ממשיך.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the saved game aside and play a new game</source>
        <translation>להעביר את המשחק השמור הצידה ולשחק משחק חדש</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>המשך</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume the saved game</source>
        <translation>להמשיך את המשחק השמור</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../app/review/review_board.cpp" line="+14"/>
        <source>This is a review: the tiles lie as they were played.</source>
        <translation>זו סקירה: האבנים מונחות כפי ששוחקו.</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <location filename="../qml/screens/ReviewScreen.qml" line="+54"/>
        <source>Review of a game</source>
        <translation>סקירת משחק</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>‹ Back</source>
        <translation>‹ חזרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the review (Esc)</source>
        <translation>יציאה מהסקירה (Esc)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review: %1</source>
        <translation>סקירה: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 of %2</source>
        <translation>סיבוב %1 מתוך %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Where the most could have been laid:</source>
        <translation>היכן אפשר היה להניח הכי הרבה:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go to this turn</source>
        <translation>מעבר לתור הזה</translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A review of a round still being played: another player&apos;s rack stays hidden.</extracomment>
        <translation>
            <numerusform>אבן %n, לא מוצגת</numerusform>
            <numerusform>%n אבנים, לא מוצגות</numerusform>
        </translation>
    </message>
    <message>
        <location line="-266"/>
        <location line="+302"/>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>תור %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Turn %1 of %2</source>
        <translation>תור %1 מתוך %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn</source>
        <translation>תור</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1&apos;s rack is not shown while the round is being played.</source>
        <translation>המתלה של %1 מוסתר כל עוד הסיבוב נמשך.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>‹ Turn</source>
        <translation>‹ תור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before</source>
        <translation>התור הקודם</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn before (Left)</source>
        <translation>התור הקודם (שמאלה)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn ›</source>
        <translation>תור ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn</source>
        <translation>התור הבא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn (Right)</source>
        <translation>התור הבא (ימינה)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>‹ Move</source>
        <translation>‹ מהלך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move before</source>
        <translation>המהלך הקודם</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move back (Shift+Left)</source>
        <translation>המהלך צעד אחד אחורה (Shift+שמאלה)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move ›</source>
        <translation>מהלך ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move</source>
        <translation>המהלך הבא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play a move on (Shift+Right)</source>
        <translation>המהלך צעד אחד קדימה (Shift+ימינה)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch again</source>
        <translation>צפייה חוזרת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn played out again as it was</source>
        <translation>התור מוצג שוב כפי שהיה</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show me</source>
        <translation>הדגמה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best play, played out on this turn&apos;s table (Ctrl+H)</source>
        <translation>המהלך הטוב ביותר, מודגם על השולחן של התור הזה (Ctrl+H)</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../app/words/review_words.cpp" line="+15"/>
        <source>splitting %1</source>
        <translation>בפיצול %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>freeing the joker from %1</source>
        <translation>בשחרור הג׳וקר מתוך %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taking tiles from %1</source>
        <translation>בלקיחת אבנים מתוך %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joining %1 to another set</source>
        <translation>בחיבור %1 לצירוף אחר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adding to %1</source>
        <translation>בהוספה אל %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 held back %n tile(s): a play was there, and it drew.</source>
        <translation>
            <numerusform>%1 החזיק אבן %n: היה מהלך אפשרי, והוא בחר לקחת אבן מהקופה.</numerusform>
            <numerusform>%1 החזיק %n אבנים: היה מהלך אפשרי, והוא בחר לקחת אבן מהקופה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 laid %n tile(s): the most that could be laid.</source>
        <translation>
            <numerusform>%1 הניח %n אבן: הכי הרבה שאפשר היה.</numerusform>
            <numerusform>%1 הניח %n אבנים: הכי הרבה שאפשר היה.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no opening yet: nothing could be laid.</source>
        <translation>ל%1 עוד לא הייתה פתיחה: לא ניתן היה להניח דבר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 could lay nothing.</source>
        <translation>%1 לא יכול היה להניח דבר.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 laid %n tile(s)</source>
        <translation>
            <numerusform>%1 הניח %n אבן</numerusform>
            <numerusform>%1 הניח %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid nothing (a penalty)</source>
        <translation>%1 לא הניח דבר (עונש)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid nothing</source>
        <translation>%1 לא הניח דבר</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; an opening of %n tile(s) was there.</source>
        <translation>
            <numerusform>%1; הייתה פתיחה של %n אבן.</numerusform>
            <numerusform>%1; הייתה פתיחה של %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1; the best play laid %n tile(s), %2.</source>
        <translation>
            <numerusform>%1; המהלך הטוב ביותר הניח %n אבן, %2.</numerusform>
            <numerusform>%1; המהלך הטוב ביותר הניח %n אבנים, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1; the best play laid %n tile(s).</source>
        <translation>
            <numerusform>%1; המהלך הטוב ביותר הניח %n אבן.</numerusform>
            <numerusform>%1; המהלך הטוב ביותר הניח %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The best play lays %n tile(s), %1.</source>
        <translation>
            <numerusform>המהלך הטוב ביותר מניח אבן %n, %1.</numerusform>
            <numerusform>המהלך הטוב ביותר מניח %n אבנים, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>המהלך הטוב ביותר מניח %n אבן.</numerusform>
            <numerusform>המהלך הטוב ביותר מניח %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 could have laid %n more tile(s), on %2 of %3 turns.</source>
        <translation>
            <numerusform>%1 היה יכול להניח עוד אבן %n, ב־%2 מתוך %3 תורות.</numerusform>
            <numerusform>%1 היה יכול להניח עוד %n אבנים, ב־%2 מתוך %3 תורות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It held back on %n turn(s) by choice.</source>
        <translation>
            <numerusform>הוא החזיק אבנים בתור %n בכוונה.</numerusform>
            <numerusform>הוא החזיק אבנים ב־%n תורות בכוונה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The opening could have come %n turn(s) sooner.</source>
        <translation>
            <numerusform>הפתיחה הייתה יכולה לבוא תור %n מוקדם יותר.</numerusform>
            <numerusform>הפתיחה הייתה יכולה לבוא %n תורות מוקדם יותר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, %n more tile(s)</source>
        <translation>
            <numerusform>%1, עוד אבן %n</numerusform>
            <numerusform>%1, עוד %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, turn %2: %3</source>
        <translation>סיבוב %1, תור %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>תור %1: %2</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 played the hint&apos;s play.</source>
        <translation>%1 שיחק את המהלך של הרמז.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 played the hint&apos;s play</source>
        <extracomment>The start of a sentence that goes on &quot;; the best play laid 5 tiles.&quot;</extracomment>
        <translation>%1 שיחק את המהלך של הרמז</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1 laid the most that could be laid on %2 of %n turn(s).</source>
        <extracomment>%1 the player, %2 the turns on which it laid the most, %n all its turns.</extracomment>
        <translation>
            <numerusform>%1 הניח את המרב האפשרי ב־%2 מתוך %n תור.</numerusform>
            <numerusform>%1 הניח את המרב האפשרי ב־%2 מתוך %n תורות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 took %n turn(s).</source>
        <translation>
            <numerusform>%1 שיחק תור %n.</numerusform>
            <numerusform>%1 שיחק %n תורות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 played the hint&apos;s play on %n turn(s).</source>
        <translation>
            <numerusform>%1 שיחק את המהלך של הרמז בתור %n.</numerusform>
            <numerusform>%1 שיחק את המהלך של הרמז ב־%n תורות.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../qml/screens/RoundEndScreen.qml" line="+98"/>
        <source>Game over</source>
        <translation>המשחק הסתיים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1 is over</source>
        <translation>סיבוב %1 הסתיים</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Game over — %1 wins</source>
        <translation>המשחק הסתיים — ניצחון ל-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over — it is a tie</source>
        <translation>המשחק הסתיים — תיקו</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tiles left</source>
        <translation>אבנים שנותרו</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <translation>ערך</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+179"/>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+208"/>
        <source>Total</source>
        <translation>סה&quot;כ</translation>
    </message>
    <message numerus="yes">
        <location line="-177"/>
        <source>%1: %n tile(s) left worth %2, round %3, total %4</source>
        <extracomment>For screen readers: %1 the player, %2 the points of the tiles left, %3 this round&apos;s score (signed), %4 the total score.</extracomment>
        <translation>
            <numerusform>%1: נותרה %n אבן בשווי %2, ניקוד בסיבוב %3, סה&quot;כ %4</numerusform>
            <numerusform>%1: נותרו %n אבנים בשווי %2, ניקוד בסיבוב %3, סה&quot;כ %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%n tile(s), not shown</source>
        <extracomment>A joined table&apos;s round end: another player&apos;s rack is not shown, only its size.</extracomment>
        <translation>
            <numerusform>%n אבן, לא מוצגת</numerusform>
            <numerusform>%n אבנים, לא מוצגות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none — went out</source>
        <translation>אין — המעמד התרוקן</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scores by round</source>
        <translation>ניקוד לפי סיבוב</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Round %1</source>
        <translation>סיבוב %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review the game turn by turn, against the best plays</source>
        <translation>סקירת המשחק תור אחר תור, מול המהלכים הטובים ביותר</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Look at the table</source>
        <translation>לראות את השולחן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this and look at the table</source>
        <translation>לסגור את החלון ולראות את השולחן</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next round</source>
        <translation>הסיבוב הבא</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the next round</source>
        <translation>לחלק את הסיבוב הבא</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start a new game</source>
        <translation>להתחיל משחק חדש</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the lobby</source>
        <translation>חזרה ללובי</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the lobby&apos;s tables and ratings</source>
        <translation>חזרה לשולחנות ולדירוגים של הלובי</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-62"/>
        <source>the first meld must be worth %1 to %2 points, not %3</source>
        <translation>ההורדה הראשונה צריכה להיות בשווי %1 עד %2 נקודות, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rack must start with %1 to %2 tiles, not %3</source>
        <translation>מספר האבנים ההתחלתי במעמד צריך להיות %1 עד %2, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty must be %1 to %2 tiles, not %3</source>
        <translation>מספר אבני העונש צריך להיות %1 עד %2, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a turn&apos;s time must be %1 to %2 seconds, not %3</source>
        <translation>הזמן לתור צריך להיות %1 עד %2 שניות, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the penalty for running out of time must be %1 to %2 tiles, not %3</source>
        <translation>מספר אבני העונש על חריגה מהזמן צריך להיות %1 עד %2, לא %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank must be %1 to %2 seconds, not %3</source>
        <translation>בנק זמן חייב להיות בין %1 ל־%2 שניות, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time added after each turn must be %1 to %2 seconds, not %3</source>
        <translation>הזמן שנוסף אחרי כל תור חייב להיות בין %1 ל־%2 שניות, לא %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a match must have %1 to %2 rounds, not %3</source>
        <translation>במשחק צריכים להיות %1 עד %2 סיבובים, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score must be %1 to %2, not %3</source>
        <translation>ניקוד היעד צריך להיות %1 עד %2, לא %3</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <location filename="../qml/dialogs/SaveGameDialog.qml" line="+54"/>
        <source>Save the game</source>
        <translation>שמירת המשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tile Rummy games (*.trsave)</source>
        <translation>משחקי Tile Rummy (*.trsave)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>כל הקבצים (*)</translation>
    </message>
</context>
<context>
    <name>SaveSession</name>
    <message>
        <location filename="../app/session/save_session.cpp" line="+28"/>
        <source>A game at a table another machine hosts is saved there, by its host.</source>
        <translation>משחק בשולחן שמחשב אחר מארח נשמר שם, אצל המארח.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Your last game could not be opened: %1. The file was kept, unchanged, as %2.</source>
        <translation>לא ניתן היה לפתוח את המשחק האחרון שלך: %1. הקובץ נשמר ללא שינוי בשם %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last game could not be opened: %1. It could not be moved aside either, so this game will not be saved automatically (the file is left as it is).</source>
        <translation>לא ניתן היה לפתוח את המשחק האחרון שלך: %1. גם לא ניתן היה להעביר אותו הצידה, ולכן המשחק הזה לא יישמר אוטומטית (הקובץ נשאר כפי שהוא).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, round %2, saved %3</source>
        <translation>‏%1, סיבוב %2, נשמר ב-%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> vs </source>
        <translation> נגד </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no saved game to resume.</source>
        <translation>אין משחק שמור להמשך.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be resumed: %1. It was kept as %2.</source>
        <translation>לא ניתן להמשיך את המשחק השמור: %1. הוא נשמר בשם %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your unfinished game (%1) was kept as %2. Open (Ctrl+O) plays it on.</source>
        <translation>המשחק שלא הסתיים (%1) נשמר בשם %2. פתיחה (Ctrl+O) ממשיכה אותו.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No game to review.</source>
        <translation>אין משחק לסקירה.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved game could not be replayed.</source>
        <translation>לא ניתן לשחזר את מהלכי המשחק השמור.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../app/record/scoreboard.cpp" line="+104"/>
        <source>%1 went out!</source>
        <translation>%1 הניח את כל האבנים!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You went out!</source>
        <translation>הנחת את כל האבנים!</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <location filename="../qml/screens/SeatList.qml" line="+17"/>
        <source>here</source>
        <translation>כאן</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Seat %1: a friend</source>
        <translation>מקום %1: חבר</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you</source>
        <translation>את/ה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting…</source>
        <translation>ממתינים…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI</source>
        <translation>מחשב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away, the AI plays</source>
        <translation>לא נמצא, המחשב משחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>away</source>
        <translation>לא נמצא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined</source>
        <translation>הצטרף</translation>
    </message>
</context>
<context>
    <name>SeatTakenOverDialog</name>
    <message>
        <location filename="../qml/dialogs/SeatTakenOverDialog.qml" line="+17"/>
        <source>A seat was taken over</source>
        <translation>מקום נלקח</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Free the seat</source>
        <translation>לפנות את המקום</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was them: keep it</source>
        <extracomment>The seat taken over stays as it is: it was its player, on another connection.</extracomment>
        <translation>זה היה החבר: להשאיר כך</translation>
    </message>
</context>
<context>
    <name>SetChooser</name>
    <message>
        <location filename="../qml/input/SetChooser.qml" line="+39"/>
        <source>Set %1: %2, fits</source>
        <extracomment>A set in the list of sets to put the selected tiles into: %1 its number, %2 its words.</extracomment>
        <translation>צירוף %1: %2, מתאים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set %1: %2</source>
        <translation>צירוף %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new set</source>
        <translation>צירוף חדש</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Put %n tile(s) into</source>
        <extracomment>The title of the list of sets the selected tiles can go into.</extracomment>
        <translation>
            <numerusform>להניח אבן %n בתוך</numerusform>
            <numerusform>להניח %n אבנים בתוך</numerusform>
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
        <translation>סדרה %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group %1</source>
        <translation>קבוצה %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished set %1</source>
        <translation>צירוף לא גמור %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>תקין</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a valid run or group</source>
        <translation>לא סדרה או קבוצה תקינה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too short</source>
        <translation>קצר מדי</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Set %1: %2</source>
        <extracomment>A set&apos;s handle for screen readers: %1 its number on the table, %2 what it is (&quot;run red 3, red 4, red 5&quot;).</extracomment>
        <translation>צירוף %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space selects the whole set; Enter puts the selected tiles at its end</source>
        <translation>רווח בוחר את כל הצירוף; Enter מניח את האבנים שנבחרו בסופו</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Drag to move the whole set; click to select it</source>
        <translation>גרירה מזיזה את כל הצירוף; לחיצה בוחרת אותו</translation>
    </message>
</context>
<context>
    <name>SetWords</name>
    <message>
        <location filename="../app/words/verdict_words.cpp" line="-177"/>
        <source>An empty set was left on the table.</source>
        <translation>נשאר על השולחן צירוף ריק.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is alone: the joker you freed must be played in a set this turn.</source>
        <translation>‏%1 נשאר לבד: את הג&apos;וקר ששחררת חובה להניח בצירוף בתור הזה.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: the joker(s) you freed must be played in a set of at least three tiles this turn.</source>
        <translation>
            <numerusform>‏%1: את הג&apos;וקר ששחררת חובה להניח בתור הזה בצירוף של שלוש אבנים לפחות.</numerusform>
            <numerusform>‏%1: את הג&apos;וקרים ששחררת חובה להניח בתור הזה בצירוף של שלוש אבנים לפחות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is alone: a tile you take from a set must be played in another set this turn.</source>
        <translation>האבן %1 נשארה לבד: את האבן שלוקחים מצירוף חובה להניח בצירוף אחר בתור הזה.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is alone: a run or group needs at least three tiles.</source>
        <translation>האבן %1 עומדת לבד: בסדרה או בקבוצה צריכות להיות לפחות שלוש אבנים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: this set now has only two tiles; a run or group needs at least three.</source>
        <translation>‏%1: בצירוף הזה נשארו רק שתי אבנים; בסדרה או בקבוצה צריכות להיות לפחות שלוש.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tiles you took out must be played in sets of at least three this turn.</source>
        <translation>‏%1: את האבנים שהוצאת חובה להניח בתור הזה בצירופים של שלוש אבנים לפחות.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: this set has only two tiles; a run or group needs at least three.</source>
        <translation>‏%1: בצירוף הזה יש רק שתי אבנים; בסדרה או בקבוצה צריכות להיות לפחות שלוש.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a set holds at most two jokers.</source>
        <translation>‏%1: בצירוף יכולים להיות לכל היותר שני ג&apos;וקרים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the same tile twice; a run needs different numbers and a group different colours.</source>
        <translation>‏%1: אותה אבן פעמיים; בסדרה צריכים להיות מספרים שונים ובקבוצה צבעים שונים.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a group has at most four tiles, one of each colour.</source>
        <translation>‏%1: בקבוצה יש לכל היותר ארבע אבנים, אחת מכל צבע.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a group needs tiles of different colours.</source>
        <translation>‏%1: בקבוצה צריכות להיות אבנים בצבעים שונים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs each number once.</source>
        <translation>‏%1: בסדרה כל מספר מופיע פעם אחת בלבד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run has at most 13 tiles.</source>
        <translation>‏%1: בסדרה יש לכל היותר 13 אבנים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run can&apos;t go on from 13 to 1.</source>
        <translation>‏%1: סדרה לא יכולה להמשיך מ-13 ל-1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a run needs consecutive numbers.</source>
        <translation>‏%1: בסדרה צריכים להיות מספרים עוקבים.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: a run needs consecutive numbers, and the joker(s) can&apos;t fill all the gaps.</source>
        <translation>
            <numerusform>‏%1: בסדרה צריכים להיות מספרים עוקבים, והג&apos;וקר לא יכול להשלים את כל המספרים החסרים.</numerusform>
            <numerusform>‏%1: בסדרה צריכים להיות מספרים עוקבים, והג&apos;וקרים לא יכולים להשלים את כל המספרים החסרים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a run is one colour with consecutive numbers and a group one number in different colours; this set is neither.</source>
        <translation>‏%1: סדרה היא מספרים עוקבים בצבע אחד, וקבוצה היא מספר אחד בצבעים שונים; הצירוף הזה אינו סדרה ואינו קבוצה.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+32"/>
        <source>System default</source>
        <translation>ברירת המחדל של המערכת</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+20"/>
        <source>Tile size</source>
        <translation>גודל האבנים</translation>
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
        <translation>אנימציות</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>מהירות האנימציה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>מיידית</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>איטית</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>רגילה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>מהירה</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Sound</source>
        <translation>צלילים</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Hints in games</source>
        <translation>רמזים במשחקים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: the Hint button and Ctrl+H do nothing in games (the tutorial keeps its help).</source>
        <translation>כבוי: הכפתור &quot;רמז&quot; ו-Ctrl+H לא עושים כלום במשחקים (ההדרכה ממשיכה לעזור).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A friend who drops</source>
        <translation>חבר שהתנתק</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long a friend on another machine who lost the connection keeps their seat before the AI plays it</source>
        <translation>כמה זמן חבר במחשב אחר שהחיבור שלו נותק שומר על מקומו לפני שהבינה המלאכותית משחקת במקומו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 min</source>
        <translation>דקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 min</source>
        <translation>2 דקות</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 min</source>
        <translation>5 דקות</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watchers</source>
        <translation>צופים</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many people may watch a table you host (they see what a bystander sees: no rack)</source>
        <translation>כמה אנשים רשאים לצפות בשולחן שאתה מארח (הם רואים מה שצופה מהצד רואה: אף מעמד)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>אין</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>Language</source>
        <translation>שפה</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time a turn</source>
        <translation>זמן לתור</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time limit for a turn in new games</source>
        <translation>מגבלת זמן לתור במשחקים חדשים</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>30 s</source>
        <translation>30 שנ&apos;</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>For new games.</source>
        <translation>למשחקים חדשים.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Restore defaults</source>
        <translation>שחזור ברירות המחדל</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore the default settings</source>
        <translation>לשחזר את הגדרות ברירת המחדל</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About…</source>
        <translation>אודות…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Tile Rummy</source>
        <translation>אודות Tile Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Done</source>
        <translation>סיום</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the settings</source>
        <translation>לסגור את ההגדרות</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/table/SidePanel.qml" line="+50"/>
        <source>Game log and scores</source>
        <translation>יומן המשחק והניקוד</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Panels</source>
        <translation>חלוניות</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+30"/>
        <source>Turns</source>
        <translation>תורות</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Scores</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Turn</source>
        <extracomment>Must match the start of the turn lines of the log (&quot;Turn 3: ...&quot;).</extracomment>
        <translation>תור</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Fewer details</source>
        <translation>פחות פרטים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set by set</source>
        <translation>צירוף אחר צירוף</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Play this turn again</source>
        <translation>להציג שוב את התור הזה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play this turn again, step by step, in the review</source>
        <translation>להציג שוב את התור הזה, צעד אחר צעד, בסקירה</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tiles</source>
        <translation>אבנים</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>סה&quot;כ</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rounds</source>
        <translation>סיבובים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No round scored yet.</source>
        <translation>עדיין לא נרשם ניקוד לאף סיבוב.</translation>
    </message>
</context>
<context>
    <name>SortButtons</name>
    <message>
        <location filename="../qml/table/SortButtons.qml" line="+18"/>
        <source>Sort by colour, for runs</source>
        <translation>מיון לפי צבע, לסדרות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by colour and number, for runs (Ctrl+1)</source>
        <translation>למיין את המעמד לפי צבע ומספר, לסדרות (Ctrl+1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sort by number, for groups</source>
        <translation>מיון לפי מספר, לקבוצות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the rack by number, for groups (Ctrl+2)</source>
        <translation>למיין את המעמד לפי מספר, לקבוצות (Ctrl+2)</translation>
    </message>
</context>
<context>
    <name>SpokenNews</name>
    <message>
        <location filename="../app/news/spoken_news.cpp" line="+57"/>
        <source>Your penalty tiles: %1.</source>
        <translation>אבני העונש שלך: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew %1.</source>
        <translation>משכת %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Your turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>תורך; בקופה אבן %n.</numerusform>
            <numerusform>תורך; בקופה %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s turn; the pool has %n tile(s).</source>
        <translation>
            <numerusform>התור של %1; בקופה אבן %n.</numerusform>
            <numerusform>התור של %1; בקופה %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>Your opening needs %n point(s).</source>
        <translation>
            <numerusform>הפתיחה שלך דורשת נקודה %n.</numerusform>
            <numerusform>הפתיחה שלך דורשת %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>Your opening needs %n point(s); your new sets are worth %1.</source>
        <extracomment>%n the points the opening needs, %1 what the sets laid so far this turn are worth.</extracomment>
        <translation>
            <numerusform>הפתיחה שלך דורשת נקודה %n; הסטים החדשים שלך שווים %1.</numerusform>
            <numerusform>הפתיחה שלך דורשת %n נקודות; הסטים החדשים שלך שווים %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You opened with %n tile(s), worth %1 points.</source>
        <translation>
            <numerusform>פתחת באבן %n, בשווי %1 נקודות.</numerusform>
            <numerusform>פתחת ב־%n אבנים, בשווי %1 נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You laid %n tile(s).</source>
        <translation>
            <numerusform>הנחת אבן %n.</numerusform>
            <numerusform>הנחת %n אבנים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turn log has each set.</source>
        <extracomment>After a play told in short (&quot;Expert AI rebuilt 5 sets and laid 3 tiles.&quot;): where its sets are told.</extracomment>
        <translation>יומן התורות מפרט כל סט.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2 points, total %3</source>
        <extracomment>A player&apos;s score in the round and the match&apos;s total, spoken: &quot;Ana 25 points, total 40&quot;.</extracomment>
        <translation>%1 %2 נקודות, סך הכול %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores: %1.</source>
        <translation>ניקוד: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match.</source>
        <translation>%1 מנצח במשחק.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your turn.</source>
        <translation>תורך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>התור של %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you</source>
        <translation>אתה</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 %n tile(s)</source>
        <extracomment>A rack&apos;s count in the game&apos;s state: &quot;Ana 12 tiles&quot;.</extracomment>
        <translation>
            <numerusform>%1 אבן %n</numerusform>
            <numerusform>%1 %n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks: %1.</source>
        <translation>מעמדים: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The pool has %n tile(s).</source>
        <translation>
            <numerusform>בקופה אבן %n.</numerusform>
            <numerusform>בקופה %n אבנים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Round %1.</source>
        <translation>סיבוב %1.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/screens/StartScreen.qml" line="+49"/>
        <source>Start screen</source>
        <translation>מסך הפתיחה</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs, groups and the art of rearranging the table</source>
        <translation>סדרות, קבוצות ואמנות הסידור מחדש של השולחן</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Forget it</source>
        <translation>לשכוח</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave that table for good: its host&apos;s AI plays your seat</source>
        <translation>לעזוב את השולחן לצמיתות: המחשב של המארח ישחק במקומך</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Taking your seat back…</source>
        <translation>המקום שלך מוחזר אליך…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Play</source>
        <translation>לשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game on the table</source>
        <translation>חזרה למשחק שעל השולחן</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+9"/>
        <source>New game…</source>
        <translation>משחק חדש…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Choose the players and deal</source>
        <translation>לבחור שחקנים ולחלק</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Join a game…</source>
        <translation>הצטרפות למשחק…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play at a table another machine hosts</source>
        <translation>לשחק בשולחן שמחשב אחר מארח</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play online…</source>
        <translation>משחק ברשת…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find players at a lobby: open tables, a quick match, ratings</source>
        <translation>מצא שחקנים בלובי: שולחנות פתוחים, משחק מהיר, דירוגים</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Learn to rearrange: lessons (%1 of %2 done)</source>
        <translation>ללמוד לסדר מחדש: שיעורים (%1 מתוך %2 הושלמו)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: the tutorial</source>
        <translation>ללמוד לשחק: ההדרכה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short lessons, from the first meld to the hard moves</source>
        <translation>שיעורים קצרים, מההורדה הראשונה ועד המהלכים הקשים</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Practice puzzles (%1 solved)</source>
        <translation>חידות אימון (%1 נפתרו)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice puzzles: find the best play</source>
        <translation>חידות אימון: למצוא את המהלך הטוב ביותר</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review this game</source>
        <translation>סקירת המשחק הזה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game on the table, turn by turn, against the best plays</source>
        <translation>מעבר על המשחק שעל השולחן, תור אחר תור, מול המהלכים הטובים ביותר</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your games and statistics</source>
        <translation>המשחקים שלך וסטטיסטיקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games you finished, to review, and how you play against each level</source>
        <translation>המשחקים שסיימת, לסקירה, ואיך אתה משחק מול כל רמה</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About</source>
        <translation>אודות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The version, the licence and the credits</source>
        <translation>הגרסה, הרישיון והקרדיטים</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit</source>
        <translation>יציאה</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../qml/screens/StatisticsCharts.qml" line="+126"/>
        <source>Games won against each level (of the last %1)</source>
        <translation>ניצחונות מול כל רמה (מתוך %1 האחרונים)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games against that level</source>
        <translation>משחקים מול הרמה הזו</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Games won</source>
        <translation>משחקים שנוצחו</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points per round</source>
        <translation>נקודות בכל סיבוב</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds, the latest last</source>
        <translation>סיבובים, האחרון בסוף</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Points</source>
        <translation>נקודות</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Tiles missed per turn</source>
        <translation>אבנים שהוחמצו בכל תור</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games, the latest last</source>
        <translation>משחקים, האחרון בסוף</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tiles missed</source>
        <translation>אבנים שהוחמצו</translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <location filename="../qml/table/TableArea.qml" line="+31"/>
        <source>Table</source>
        <translation>שולחן</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Tile Rummy</source>
        <translation>Tile Rummy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lay your sets here.</source>
        <translation>כאן מניחים את הצירופים.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open with runs and groups worth at least %1 points.</source>
        <translation>הורדה ראשונה: סדרות וקבוצות בשווי %1 נקודות לפחות.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Drop here for a new set</source>
        <translation>להניח כאן לצירוף חדש</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message>
        <location filename="../app/words/chat_words.cpp" line="+10"/>
        <source>Good move!</source>
        <translation>מהלך טוב!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn.</source>
        <translation>תורך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One moment, please.</source>
        <translation>רגע אחד, בבקשה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well played.</source>
        <translation>שיחקת יפה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thanks!</source>
        <translation>תודה!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Good luck!</source>
        <translation>בהצלחה!</translation>
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
        <translation>%1 אומר: %2</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_chat.cpp" line="+99"/>
        <source>That is not one of the quick phrases.</source>
        <translation>זה לא אחד מהמשפטים המהירים.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write something first.</source>
        <translation>כתוב משהו קודם.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chat line of at most %1 characters, please.</source>
        <translation>שורת צ׳אט של %1 תווים לכל היותר, בבקשה.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watchers read the chat; only the players write in it.</source>
        <translation>צופים קוראים את הצ׳אט; רק השחקנים כותבים בו.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table with friends is on.</source>
        <translation>אין כרגע שולחן עם חברים.</translation>
    </message>
</context>
<context>
    <name>TableGuest</name>
    <message>
        <location filename="../app/netplay/table_guest.cpp" line="+98"/>
        <source>Joining a table</source>
        <translation>הצטרפות לשולחן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the game to begin</source>
        <translation>ממתינים לתחילת המשחק</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection was lost</source>
        <translation>החיבור נותק</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table could not be joined</source>
        <translation>לא ניתן היה להצטרף לשולחן</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>You are no longer at the table</source>
        <translation>את/ה כבר לא ליד השולחן</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>“%1” is not the address of a table: type it as the host&apos;s screen shows it, e.g. 192.168.1.5:4520.</source>
        <translation>„%1” אינה כתובת של שולחן: הקלידו אותה כפי שהיא מופיעה במסך של המארח, למשל 192.168.1.5:4520.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your name: it is how the others see you at the table.</source>
        <translation>כתבו את שמכם: כך האחרים יראו אתכם ליד השולחן.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name of at most %1 characters, please.</source>
        <translation>שם של %1 תווים לכל היותר, בבקשה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fingerprint is 32 pairs of hexadecimal digits (AB:CD:…), as the host&apos;s screen shows it.</source>
        <translation>טביעת האצבע היא 32 זוגות של ספרות הקסדצימליות (AB:CD:…), כפי שהיא מופיעה במסך של המארח.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Connecting to %1…</source>
        <translation>מתחברים אל %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have a seat. The game begins when every seat has its player.</source>
        <translation>יש לך מקום. המשחק יתחיל כשבכל מקום יישב שחקן.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Taking your seat back…</source>
        <translation>%1 המקום שלך מוחזר…</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Your seat was taken back on another connection. If that was not you, tell the host: they can free your seat, and you join again with the code.</source>
        <translation>המקום שלך נלקח בחזרה דרך חיבור אחר. אם זה לא היית אתה, ספר למארח: הוא יכול לפנות את המקום שלך, ואתה תצטרף שוב עם הקוד.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The host freed your seat for someone else to take. If you are to play on, ask the host for the code and join again.</source>
        <translation>המארח פינה את המקום שלך כדי שמישהו אחר ייקח אותו. אם אתה אמור להמשיך לשחק, בקש מהמארח את הקוד והצטרף שוב.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The host sent what cannot be (%1): the table was left.</source>
        <translation>המארח שלח משהו בלתי אפשרי (%1): עזבנו את השולחן.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This table was opened by another version of Tile Rummy: both need the same version.</source>
        <translation>השולחן הזה נפתח בגרסה אחרת של Tile Rummy: לשניכם צריכה להיות אותה גרסה.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Joining a table to watch</source>
        <translation>הצטרפות לשולחן כצופה</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match with the same people</source>
        <translation>משחק חדש עם אותם אנשים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host paused the table</source>
        <translation>המארח השהה את השולחן</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You no longer watch the table</source>
        <translation>אתה כבר לא צופה בשולחן</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You watch this table. The game begins when every seat has its player.</source>
        <translation>אתה צופה בשולחן הזה. המשחק יתחיל כשבכל מקום יישב שחקן.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching the new match…</source>
        <translation>צופה במשחק החדש…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Watching again…</source>
        <translation>%1 חוזר לצפות…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking your seat at the new match…</source>
        <translation>תופס את המקום שלך במשחק החדש…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>המקום שלך שמור: תשב שוב ליד השולחן ברגע שהמארח יפתח את המשחק מחדש.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This table&apos;s host has an older Tile Rummy, which cannot take watchers.</source>
        <translation>למארח של השולחן הזה יש Tile Rummy ישן יותר, שאינו יכול לקבל צופים.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This table needs its code: the host&apos;s screen shows it.</source>
        <translation>השולחן הזה צריך את הקוד שלו: הוא מופיע במסך של המארח.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not this table&apos;s code: the host&apos;s screen shows it.</source>
        <translation>זה לא הקוד של השולחן הזה: הוא מופיע במסך של המארח.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for %n second(s). Try again then.</source>
        <translation>
            <numerusform>השולחן הזה קיבל יותר מדי קודים שגויים: במשך שנייה %n הוא לא מכניס אף אחד חדש. נסו שוב אחר כך.</numerusform>
            <numerusform>השולחן הזה קיבל יותר מדי קודים שגויים: במשך %n שניות הוא לא מכניס אף אחד חדש. נסו שוב אחר כך.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has had too many wrong codes: it lets nobody new join for now. Try again in a minute.</source>
        <translation>השולחן הזה קיבל יותר מדי קודים שגויים: כרגע הוא לא מכניס אף אחד חדש. נסו שוב בעוד דקה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every seat at this table is taken.</source>
        <translation>כל המקומות בשולחן הזה תפוסים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone called %1 is at this table already: join with another name.</source>
        <translation>מישהו בשם %1 כבר יושב ליד השולחן: הצטרפו בשם אחר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table&apos;s games are over.</source>
        <translation>המשחקים בשולחן הזה הסתיימו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed this table.</source>
        <translation>המארח סגר את השולחן הזה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host&apos;s game was closed. Your seat is kept: you are seated again as soon as the host opens the game again.</source>
        <translation>המשחק של המארח נסגר. המקום שלך שמור: תשב שוב ליד השולחן ברגע שהמארח יפתח את המשחק מחדש.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table does not know your seat: it is not the table you were at. Your seat is kept, to rejoin when its host opens that game again.</source>
        <translation>השולחן הזה לא מכיר את המקום שלך: זה לא השולחן שבו ישבת. המקום שלך שמור, כדי לחזור כשהמארח יפתח שוב את המשחק ההוא.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat&apos;s key is out of date: it was used to come back to the table, and the host gave a new one to that connection. If that was not you, tell the host.</source>
        <translation>המפתח של המקום שלך אינו בתוקף: מישהו חזר איתו לשולחן, והמארח נתן לחיבור ההוא מפתח חדש. אם זה לא היית אתה, ספר למארח.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The host deals a new match with the same people: watching it…</source>
        <translation>המארח מחלק משחק חדש עם אותם אנשים: צופה בו…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host deals a new match with the same people: taking your seat…</source>
        <translation>המארח מחלק משחק חדש עם אותם אנשים: תופס את המקום שלך…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table takes no watchers, or no more of them.</source>
        <translation>השולחן הזה לא מקבל צופים, או שאין בו מקום לעוד צופים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host asked you to stop watching this table.</source>
        <translation>המארח ביקש שתפסיק לצפות בשולחן הזה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not pass on your chat line: wait a moment between lines.</source>
        <translation>המארח לא העביר את שורת הצ׳אט שלך: חכה רגע בין שורות.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host did not take the move: it is not your turn.</source>
        <translation>המארח לא קיבל את המהלך: זה לא התור שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not take the move: it names tiles you do not hold.</source>
        <translation>המארח לא קיבל את המהלך: הוא כולל אבנים שאינן אצלך.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 The seat could not be taken back.</source>
        <translation>%1 לא ניתן היה להחזיר את המקום.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This table&apos;s certificate is its host&apos;s own: nobody else vouches for it. Its fingerprint begins %1. Ask the host whether the one beside their code begins the same; if it does, trust it and join.</source>
        <extracomment>%1 the start of a certificate&apos;s fingerprint, &quot;AB:CD:EF:01:23:45:67:89&quot;.</extracomment>
        <translation>האישור של השולחן הזה הוא של המארח עצמו: אף אחד אחר לא ערב לו. טביעת האצבע שלו מתחילה ב־%1. שאל את המארח אם זו שליד הקוד שלו מתחילה כך; אם כן, סמוך עליו והצטרף.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="+74"/>
        <source>Nobody watches the table now.</source>
        <translation>עכשיו אף אחד לא צופה בשולחן.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Someone came to watch: %n watcher(s) now.</source>
        <translation>
            <numerusform>מישהו הגיע לצפות: צופה %n.</numerusform>
            <numerusform>מישהו הגיע לצפות: %n צופים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Someone stopped watching: %n watcher(s) now.</source>
        <translation>
            <numerusform>מישהו הפסיק לצפות: צופה %n.</numerusform>
            <numerusform>מישהו הפסיק לצפות: %n צופים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>While you were away the AI laid %n tile(s) for you.</source>
        <translation>
            <numerusform>בזמן שלא היית, הבינה המלאכותית הניחה במקומך %n אבן.</numerusform>
            <numerusform>בזמן שלא היית, הבינה המלאכותית הניחה במקומך %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It also drew %n tile(s).</source>
        <translation>
            <numerusform>היא גם שלפה %n אבן.</numerusform>
            <numerusform>היא גם שלפה %n אבנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>While you were away the AI drew %n tile(s) for you.</source>
        <translation>
            <numerusform>בזמן שלא היית, הבינה המלאכותית שלפה במקומך %n אבן.</numerusform>
            <numerusform>בזמן שלא היית, הבינה המלאכותית שלפה במקומך %n אבנים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While you were away the AI passed for you.</source>
        <translation>בזמן שלא היית, הבינה המלאכותית ויתרה על התור במקומך.</translation>
    </message>
</context>
<context>
    <name>TableHost</name>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="+75"/>
        <source>%1 no longer watches: sent away.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 כבר לא צופה: נשלח משם.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>This table is not encrypted (%1): on a shared network, others could read its code.</source>
        <translation>השולחן הזה אינו מוצפן (%1): ברשת משותפת אחרים יכולים לקרוא את הקוד שלו.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n wrong join code(s) from %1: it must wait before trying again.</source>
        <translation>
            <numerusform>קוד הצטרפות שגוי %n מ-%1: עליו להמתין לפני שינסה שוב.</numerusform>
            <numerusform>%n קודי הצטרפות שגויים מ-%1: עליו להמתין לפני שינסה שוב.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table could not be opened to the network: %1</source>
        <translation>לא ניתן היה לפתוח את השולחן ברשת: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1&apos;s seat is free: the game waits for whoever joins with the code.</source>
        <extracomment>%1 a friend&apos;s name.</extracomment>
        <translation>המקום של %1 פנוי: המשחק ממתין למי שיצטרף עם הקוד.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s seat was taken back with %1&apos;s key from %2, while %1 was connected from %3. If that was not %1, free the seat: whoever took it goes, the key opens nothing any more, and the game waits until %1 joins again with the code (you may give the table a new code first).</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses.</extracomment>
        <translation>המקום של %1 נלקח בחזרה עם המפתח של %1 מ־%2, בזמן ש־%1 היה מחובר מ־%3. אם זה לא היה %1, פנה את המקום: מי שלקח אותו יוצא, המפתח כבר לא פותח כלום, והמשחק ממתין עד ש־%1 יצטרף שוב עם הקוד (אפשר לתת לשולחן קוד חדש קודם).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host&apos;s game was closed. Your seat is kept for you: when the host opens the game again, you are seated again.</source>
        <translation>המשחק של המארח נסגר. המקום שלך שמור עבורך: כשהמארח יפתח את המשחק מחדש, תשב שוב ליד השולחן.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The host has ended this table.</source>
        <translation>המארח סיים את השולחן הזה.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%1 is playing at your table. End the table, or pause it: the game is kept, and when you open it again they are seated again.</source>
        <extracomment>%1 the friends&apos; names as a list (&quot;Ann and Bea&quot;); %n how many they are.</extracomment>
        <translation>
            <numerusform>%1 משחק/ת ליד השולחן שלך. אפשר לסיים את השולחן או להשהות אותו: המשחק נשמר, וכשתפתח אותו שוב %1 יושב/ת שוב ליד השולחן.</numerusform>
            <numerusform>%1 משחקים ליד השולחן שלך. אפשר לסיים את השולחן או להשהות אותו: המשחק נשמר, וכשתפתח אותו שוב הם יושבים שוב ליד השולחן.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1&apos;s seat was taken back on a new connection from %2.</source>
        <extracomment>%1 a friend&apos;s name, %2 and %3 network addresses (&quot;192.168.1.7&quot;).</extracomment>
        <translation>המקום של %1 נלקח בחזרה בחיבור חדש מ־%2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s seat was taken back from %2 while %1 was connected from %3: if that was not %1, free the seat.</source>
        <translation>המקום של %1 נלקח בחזרה מ־%2 בזמן ש־%1 היה מחובר מ־%3: אם זה לא היה %1, פנה את המקום.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Someone is guessing this table&apos;s code: %1 wrong codes in a minute from %n address(es). New players wait %2 s; the friends seated play on.</source>
        <translation>
            <numerusform>מישהו מנחש את הקוד של השולחן: %1 קודים שגויים בדקה מכתובת %n. שחקנים חדשים ממתינים %2 שניות; מי שכבר יושב ממשיך לשחק.</numerusform>
            <numerusform>מישהו מנחש את הקוד של השולחן: %1 קודים שגויים בדקה מ־%n כתובות. שחקנים חדשים ממתינים %2 שניות; מי שכבר יושב ממשיך לשחק.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No table is open.</source>
        <translation>אין שולחן פתוח.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A code of %1 to %2 letters and digits, please.</source>
        <translation>נא קוד של %1 עד %2 אותיות וספרות.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Each deal was committed to before it was played, and its seed shown to your friends at the end: their games have checked it.</source>
        <translation>כל חלוקה נקבעה מראש לפני המשחק, והזרע שלה הוצג לחברים שלך בסוף: המשחקים שלהם בדקו אותה.</translation>
    </message>
    <message>
        <location filename="../app/words/seat_news.cpp" line="-85"/>
        <source>%1 joined the table.</source>
        <translation>%1 הצטרף לשולחן.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1 עזב את השולחן.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them until they are back.</source>
        <translation>%1 לא כאן: הבינה המלאכותית משחקת במקומו עד שיחזור.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lost the connection; their seat waits for them.</source>
        <translation>החיבור של %1 נותק; המקום נשמר עבורו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sat down at the table.</source>
        <translation>%1 התיישב ליד השולחן.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 חזר לשולחן.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is watching the table.</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>%1 צופה בשולחן.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 no longer watches.</source>
        <translation>%1 כבר לא צופה.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 left the table: the AI plays for them.</source>
        <translation>%1 עזב את השולחן: הבינה המלאכותית משחקת במקומו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is away: the AI plays for them.</source>
        <translation>%1 לא נמצא: הבינה המלאכותית משחקת במקומו.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 is away: the AI plays for them in %n second(s).</source>
        <translation>
            <numerusform>%1 לא נמצא: הבינה המלאכותית תשחק במקומו בעוד שנייה %n.</numerusform>
            <numerusform>%1 לא נמצא: הבינה המלאכותית תשחק במקומו בעוד %n שניות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is away: the AI plays for them if they are not back soon.</source>
        <translation>%1 לא נמצא: הבינה המלאכותית תשחק במקומו אם לא יחזור בקרוב.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: yes, again</source>
        <extracomment>After the match, who plays again: %1 a player&apos;s name.</extracomment>
        <translation>%1: כן, שוב</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: has not answered yet</source>
        <translation>%1: עוד לא ענה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no (an AI takes the seat)</source>
        <translation>%1: לא (בינה מלאכותית תתפוס את המקום)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: plays again</source>
        <translation>%1: משחק שוב</translation>
    </message>
    <message>
        <location filename="../app/netplay/table_host.cpp" line="-236"/>
        <source>The host has closed this table.</source>
        <translation>המארח סגר את השולחן.</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message numerus="yes">
        <location filename="../qml/input/TableInput.qml" line="+60"/>
        <source>%1 selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 נבחרה, אבן %n בסך הכול</numerusform>
            <numerusform>%1 נבחרה, %n אבנים בסך הכול</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 not selected, %n tile(s) in all</source>
        <translation>
            <numerusform>%1 לא נבחרה, אבן %n בסך הכול</numerusform>
            <numerusform>%1 לא נבחרה, %n אבנים בסך הכול</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTip</name>
    <message>
        <location filename="../qml/table/TableTip.qml" line="+45"/>
        <source>While you wait, you may plan your move on the table: nobody else sees it.</source>
        <translation>בזמן ההמתנה אפשר לתכנן את המהלך שלך על השולחן: אף אחד אחר לא רואה אותו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your plan: nobody else sees it. It becomes your move when your turn comes.</source>
        <translation>התוכנית שלך: אף אחד אחר לא רואה אותה. היא תהפוך למהלך שלך כשיגיע תורך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: click tiles to pick several, then drag one of them: they all go together.</source>
        <translation>טיפ: לחץ על אבנים כדי לבחור כמה, ואז גרור אחת מהן: כולן יעברו יחד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip: hold Shift while you drag a tile of the table to take it with every tile to its right.</source>
        <translation>טיפ: החזק Shift בזמן שאתה גורר אבן מהשולחן כדי לקחת אותה עם כל האבנים שמימינה.</translation>
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
        <translation>%1, %2 מתוך %3</translation>
    </message>
</context>
<context>
    <name>ThemedSwitch</name>
    <message>
        <location filename="../qml/controls/ThemedSwitch.qml" line="+12"/>
        <source>On</source>
        <translation>פועל</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Off</source>
        <translation>כבוי</translation>
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
        <translation>נבחרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid this turn</source>
        <translation>הונחה בתור הזה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>just drawn</source>
        <translation>נשלף זה עתה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid in the last turn</source>
        <translation>הונח בתור הקודם</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in your plan</source>
        <translation>בתוכנית שלך</translation>
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
        <translation>ג&apos;וקר</translation>
    </message>
    <message>
        <location filename="../app/words/tile_data.cpp" line="+4"/>
        <source>black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>blue</source>
        <translation>כחול</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>orange</source>
        <translation>כתום</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Joker, standing for %1.</source>
        <translation>ג׳וקר, במקום %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker, standing for one of: %1.</source>
        <extracomment>A joker that may stand for several tiles: &quot;red 2, red 5&quot;.</extracomment>
        <translation>ג׳וקר, במקום אחד מאלה: %1.</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+1"/>
        <location filename="../app/words/tile_data.cpp" line="-78"/>
        <source>%1 %2</source>
        <extracomment>A tile&apos;s spoken name: %1 is its colour, %2 its number, e.g. &quot;red 7&quot;.</extracomment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>TimeBankChoice</name>
    <message>
        <location filename="../qml/dialogs/TimeBankChoice.qml" line="+24"/>
        <source>Time bank for each player</source>
        <translation>בנק זמן לכל שחקן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min</source>
        <translation>%1 דק׳</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time added after each turn</source>
        <translation>זמן שנוסף אחרי כל תור</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 s</source>
        <translation>‏+%1 שנ׳</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Added to the bank after each turn. When a bank runs out, the AI plays that turn.</source>
        <translation>נוסף לבנק אחרי כל תור. כשבנק הזמן נגמר, הבינה המלאכותית משחקת את התור הזה.</translation>
    </message>
</context>
<context>
    <name>TurnBoard</name>
    <message>
        <location filename="../app/board/turn_board.cpp" line="+29"/>
        <source>Tiles cannot be moved now.</source>
        <translation>אי אפשר להזיז אבנים עכשיו.</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Step %1 of %2: %3</source>
        <extracomment>A step of a play shown on the board: %1 its number, %2 how many, %3 what it does.</extracomment>
        <translation>צעד %1 מתוך %2: %3</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The table before the first step.</source>
        <translation>השולחן לפני הצעד הראשון.</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Neither %2 nor %3 can take %1, and there is no room between them for a new set.</source>
        <extracomment>A drop between two sets refused: %1 the tiles dropped, %2 and %3 the sets either side.</extracomment>
        <translation>לא %2 ולא %3 יכולים לקבל את %1, ואין ביניהם מקום לצירוף חדש.</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <location filename="../app/record/turn_log.cpp" line="+32"/>
        <source>Resumed: round %1, turn %2.</source>
        <translation>המשחק חודש: סיבוב %1, תור %2.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Round %1: %2.</source>
        <translation>סיבוב %1: %2.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1.</source>
        <translation>סיבוב %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Turn %1 (the AI for %2): %3</source>
        <translation>תור %1 (הבינה המלאכותית עבור %2): %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2</source>
        <translation>תור %1: %2</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <location filename="../app/news/turn_status.cpp" line="+95"/>
        <source>Waiting for friends to join.</source>
        <translation>ממתינים לחברים.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round %1 is over</source>
        <translation>סיבוב %1 הסתיים</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+24"/>
        <source>%1 is thinking…</source>
        <translation>‏%1 חושב…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1&apos;s turn</source>
        <translation>התור של %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The round is over.</source>
        <translation>הסיבוב הסתיים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1.</source>
        <translation>ממתינים ל-%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s last turn, shown again.</source>
        <translation>התור האחרון של %1, מוצג שוב.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is playing.</source>
        <translation>‏%1 משחק.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening: %1 of %2 points</source>
        <translation>הורדה ראשונה: %1 מתוך %2 נקודות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move: end the turn when the table is right.</source>
        <translation>המהלך שלך: לסיים את התור כשהשולחן תקין.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: lay tiles, or draw.</source>
        <translation>התור שלך: להניח אבנים או לקחת אבן.</translation>
    </message>
</context>
<context>
    <name>TurnTimeChoice</name>
    <message>
        <location filename="../qml/dialogs/TurnTimeChoice.qml" line="+9"/>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 s</source>
        <translation>%1 שנ&apos;</translation>
    </message>
</context>
<context>
    <name>TurnWords</name>
    <message>
        <location filename="../app/words/turn_words.cpp" line="+21"/>
        <source>Player %1</source>
        <translation>שחקן %1</translation>
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
        <translation>%1 ו-%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 or %2</source>
        <extracomment>The last two faces a joker may stand for: &quot;B3 or O3&quot;.</extracomment>
        <translation>%1 או %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the joker now stands for %1 in %2 (it stood for %3)</source>
        <extracomment>A turn&apos;s clause: a joker that stayed in its set but stands for another tile now (a run&apos;s joker shifted to its other end): %1 what it stands for, %2 its set, %3 what it stood for.</extracomment>
        <translation>הג׳וקר מייצג עכשיו את %1 ב־%2 (הוא ייצג את %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the joker now stands for %1 in %2 (it stood for %3 in %4)</source>
        <extracomment>A turn&apos;s clause: a joker taken from its set into another: %1 what it stands for now, %2 the set it is in now, %3 what it stood for, %4 the set it was in, as it was.</extracomment>
        <translation>הג׳וקר מייצג עכשיו את %1 ב־%2 (הוא ייצג את %3 ב־%4)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>added %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles from the rack added to a set of the table (&quot;added O4 to O5 O6 O7&quot;).</extracomment>
        <translation>הוספת %1 אל %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>formed %1 from tiles on the table</source>
        <extracomment>A turn&apos;s clause: a new set made only of tiles taken from sets of the table (&quot;formed R3 R4 R5 from tiles on the table&quot;).</extracomment>
        <translation>יצרת את %1 מאבנים שעל השולחן</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>moved %1 to %2</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set, shown as it is now (&quot;moved R7 to R5 R6 R7&quot;).</extracomment>
        <translation>העברת %1 אל %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>moved %1 to %2, adding %3</source>
        <extracomment>A turn&apos;s clause: tiles of the table moved into a set with tiles from the rack.</extracomment>
        <translation>העברת %1 אל %2, עם %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>laid %1</source>
        <extracomment>A turn&apos;s clause: new sets from the rack (&quot;laid K9 K10 K11 and R5 B5 O5&quot;).</extracomment>
        <translation>הנחת %1</translation>
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
        <translation>האבן %1 הופיעה משום מקום</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went missing</source>
        <translation>האבן %1 נעלמה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker taken from the table must be played again in the same turn</source>
        <translation>ג&apos;וקר שנלקח מהשולחן חייב לחזור לשולחן באותו תור</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was taken from the table back to the rack</source>
        <translation>האבן %1 נלקחה מהשולחן בחזרה למעמד</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no tile was played from the rack</source>
        <translation>לא הונחה אף אבן מהמעמד</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>before the first meld the sets on the table must stay as they were; new sets come from the rack only</source>
        <translation>לפני ההורדה הראשונה הצירופים שעל השולחן חייבים להישאר כפי שהיו; צירופים חדשים באים רק מהמעמד</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the new set(s) are worth %1 points; the first meld needs %2 from the rack alone</source>
        <translation>
            <numerusform>הצירוף החדש שווה %1 נקודות; ההורדה הראשונה דורשת %2 מהמעמד בלבד</numerusform>
            <numerusform>הצירופים החדשים שווים %1 נקודות; ההורדה הראשונה דורשת %2 מהמעמד בלבד</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tiles on the table and rack were not the ones the turn started with</source>
        <translation>האבנים שעל השולחן ובמעמד לא תאמו את האבנים שבתחילת התור</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time ran out</source>
        <translation>הזמן נגמר</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 drew a tile.</source>
        <translation>%1 – נלקחה אבן מהקופה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed: the pool is empty.</source>
        <translation>%1 – דילוג על התור: הקופה ריקה.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1&apos;s time ran out: %n penalty tile(s).</source>
        <translation>
            <numerusform>הזמן של %1 נגמר: %n אבן עונש.</numerusform>
            <numerusform>הזמן של %1 נגמר: %n אבני עונש.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 ended the turn with an illegal table (%2): it was put back, %n penalty tile(s).</source>
        <translation>
            <numerusform>שולחן לא חוקי בסוף התור של %1 (%2): השולחן הוחזר, %n אבן עונש.</numerusform>
            <numerusform>שולחן לא חוקי בסוף התור של %1 (%2): השולחן הוחזר, %n אבני עונש.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 opened: %2 (%3 points).</source>
        <extracomment>%1 who, %2 what the play did (&quot;laid K9 K10 K11 and R5 B5 O5&quot;), %3 its points.</extracomment>
        <translation>%1, פתיחה: %2 (%3 נקודות).</translation>
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
        <translation>להחזיר את %1 למעמד</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>add %1 to %2</source>
        <extracomment>A step of a play shown on the board: %1 tiles from the rack, %2 the set they join, as it was.</extracomment>
        <translation>להוסיף את %1 אל %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lay %1</source>
        <extracomment>A step of a play shown on the board: a new set from the rack.</extracomment>
        <translation>להניח את %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from %2</source>
        <extracomment>A part of a step shown on the board: %1 tiles, %2 the set of the table they leave.</extracomment>
        <translation>את %1 מ־%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 from the rack</source>
        <extracomment>A part of a step shown on the board: tiles from the rack.</extracomment>
        <translation>את %1 מהמעמד</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>take %1 to make %2</source>
        <extracomment>A step of a play shown on the board: %1 where the tiles come from (&quot;R7 from R5 R6 R7 R8 R9&quot;), %2 the set they make.</extracomment>
        <translation>לקחת %1 כדי ליצור את %2</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n set(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;9 sets&quot;.</extracomment>
        <translation>
            <numerusform>צירוף %n</numerusform>
            <numerusform>%n צירופים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s)</source>
        <extracomment>A count in a big play&apos;s line of the turn log: &quot;35 tiles&quot;.</extracomment>
        <translation>
            <numerusform>אבן %n</numerusform>
            <numerusform>%n אבנים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 opened: %2 in %3 (%4 points).</source>
        <extracomment>A big opening in one line: %1 who, %2 the tiles (&quot;13 tiles&quot;), %3 the sets (&quot;4 sets&quot;), %4 its points.</extracomment>
        <translation>%1 פתח: %2 ב־%3 (%4 נקודות).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rebuilt %2 and laid %3.</source>
        <extracomment>A big play in one line: %1 who, %2 the sets it changed (&quot;9 sets&quot;), %3 the tiles from the rack (&quot;35 tiles&quot;).</extracomment>
        <translation>%1 בנה מחדש %2 והניח %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid %2 in %3.</source>
        <extracomment>A big play of new sets only: %1 who, %2 the tiles (&quot;12 tiles&quot;), %3 the sets (&quot;4 sets&quot;).</extracomment>
        <translation>%1 הניח %2 ב־%3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 went out and wins the round.</source>
        <translation>%1 – כל האבנים הונחו: ניצחון בסיבוב.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pool ran dry and no one could play: %1 wins with the lowest rack.</source>
        <translation>הקופה נגמרה ואף אחד לא יכול היה לשחק: ניצחון ל-%1 עם המעמד הנמוך ביותר.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pool ran dry and no one could play: the lowest racks share the round.</source>
        <translation>הקופה נגמרה ואף אחד לא יכול היה לשחק: בעלי המעמדות הנמוכים ביותר חולקים את הסיבוב.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>opening %1 points</source>
        <translation>הורדה ראשונה של %1 נקודות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tiles each</source>
        <translation>%1 אבנים לכל שחקן</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s a turn</source>
        <translation>%1 שניות לתור</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a time bank of %1 each, %2 s more a turn</source>
        <translation>בנק זמן של %1 לכל שחקן, עוד %2 שנ׳ בכל תור</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a time bank of %1 each</source>
        <translation>בנק זמן של %1 לכל שחקן</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to %1 points</source>
        <translation>עד %1 נקודות</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n סיבוב</numerusform>
            <numerusform>%n סיבובים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one more turn each when the pool is empty</source>
        <translation>תור נוסף לכל שחקן כשהקופה ריקה</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your time bank ran out: the AI plays this turn for you.</source>
        <translation>בנק הזמן שלך נגמר: הבינה המלאכותית משחקת את התור הזה בשבילך.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is out of time: the AI plays this turn.</source>
        <translation>ל־%1 נגמר הזמן: הבינה המלאכותית משחקת את התור הזה.</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <location filename="../app/tutorial/tutorial_controller.cpp" line="+180"/>
        <source>The solution is paused: play it on, or step it to its end, before you move tiles.</source>
        <translation>הפתרון מושהה: יש להמשיך אותו או לעבור בצעדים עד סופו לפני הזזת אבנים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the moves to be shown.</source>
        <translation>יש לחכות עד שהצעדים יוצגו.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practice puzzle, level %1</source>
        <translation>חידת אימון, רמה %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the play that lays the most tiles from your rack. It needs the table rearranged: split, shift and regroup the sets as you like; every set must be valid at the end.</source>
        <translation>למצוא את המהלך שמניח הכי הרבה אבנים מהמעמד שלך. בשביל זה צריך לסדר מחדש את השולחן: לפצל, להזיז ולקבץ מחדש את הצירופים כרצונך; בסוף כל צירוף חייב להיות חוקי.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The best play lays %n tile(s).</source>
        <translation>
            <numerusform>המהלך הטוב ביותר מניח %n אבן.</numerusform>
            <numerusform>המהלך הטוב ביותר מניח %n אבנים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>That is one way to do it. Reset the table and try it yourself: the lesson counts when you make it.</source>
        <translation>זו דרך אחת לעשות את זה. עכשיו אפשר לאפס את השולחן ולנסות לבד: השיעור נחשב רק כשהמהלך הוא שלך.</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The puzzle could not be made.</source>
        <translation>לא ניתן ליצור את החידה.</translation>
    </message>
</context>
<context>
    <name>TutorialScene</name>
    <message>
        <location filename="../qml/screens/TutorialScene.qml" line="+132"/>
        <source>‹ Menu</source>
        <translation>‹ תפריט</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>‹ Lessons</source>
        <translation>‹ שיעורים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the start screen (Esc)</source>
        <translation>חזרה למסך הפתיחה (Esc)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the list of lessons (Esc)</source>
        <translation>חזרה לרשימת השיעורים (Esc)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>שיעור %1 מתוך %2: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level</source>
        <translation>רמה</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level %1</source>
        <translation>רמה %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level 1: one tile moves</source>
        <translation>רמה 1: אבן אחת זזה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level %1: more of the table to rearrange</source>
        <translation>רמה %1: חלק גדול יותר מהשולחן לסידור מחדש</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Making one…</source>
        <translation>ביצירה…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New puzzle</source>
        <translation>חידה חדשה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another puzzle of this level</source>
        <translation>חידה נוספת ברמה הזאת</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 solved</source>
        <translation>%1 נפתרו</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+159"/>
        <location line="+1"/>
        <source>Goal: %1</source>
        <translation>מטרה: %1</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Next lesson</source>
        <translation>השיעור הבא</translation>
    </message>
    <message>
        <location line="-339"/>
        <location line="+339"/>
        <source>Back to the lessons</source>
        <translation>חזרה לשיעורים</translation>
    </message>
    <message>
        <location line="-441"/>
        <source>Practice puzzle</source>
        <translation>חידת אימון</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lesson</source>
        <translation>שיעור</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Lesson %1: %2</source>
        <translation>שיעור %1: %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Back to the start screen</source>
        <translation>חזרה למסך הפתיחה</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Puzzle number</source>
        <translation>מספר החידה</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Puzzle number %1</source>
        <translation>מספר החידה %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Another number</source>
        <translation>מספר אחר</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the puzzle of this number</source>
        <translation>פתיחת החידה עם המספר הזה</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No puzzle has that number: its last digit is the level, 1 to 5.</source>
        <translation>אין חידה עם המספר הזה: הספרה האחרונה שלו היא הרמה, 1 עד 5.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>‹ Step</source>
        <translation>‹ צעד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step before</source>
        <translation>הצעד הקודם</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the last step back</source>
        <translation>ביטול הצעד האחרון</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play</source>
        <translation>הפעלה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on with the steps</source>
        <translation>המשך בצעדים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop at this step</source>
        <translation>עצירה בצעד הזה</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step ›</source>
        <translation>צעד ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step</source>
        <translation>הצעד הבא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the next step now</source>
        <translation>ביצוע הצעד הבא עכשיו</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Next puzzle</source>
        <translation>החידה הבאה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a puzzle…</source>
        <translation>יצירת חידה…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your rack</source>
        <translation>המעמד שלך</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Undo</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>לבטל את הצעד האחרון (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>ביצוע חוזר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>לבצע שוב את הצעד (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table and rack as the lesson started (Ctrl+R)</source>
        <translation>להחזיר את השולחן והמעמד למצב שבתחילת השיעור (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show me</source>
        <translation>הדגמה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a solution played move by move, from the starting table (Ctrl+H)</source>
        <translation>לצפות בפתרון שמוצג צעד אחר צעד, מהשולחן ההתחלתי (Ctrl+H)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Check</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is the table right, and is the goal reached? (Ctrl+Enter)</source>
        <translation>האם השולחן תקין והמטרה הושגה? (Ctrl+Enter)</translation>
    </message>
</context>
<context>
    <name>WaitingPlan</name>
    <message>
        <location filename="../app/assist/waiting_plan.cpp" line="+88"/>
        <source>Your plan is on the table as you laid it: Undo takes it back a move at a time.</source>
        <translation>התוכנית שלך על השולחן כפי שהנחת אותה: ביטול מחזיר אותה מהלך אחר מהלך.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your plan no longer fits the table: its tiles stay on your rack.</source>
        <translation>התוכנית שלך כבר לא מתאימה לשולחן: האבנים שלה נשארות על המעמד שלך.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your plan is on the table; the table changed, so %n tile(s) went back to your rack: %1.</source>
        <extracomment>Said when the person&apos;s turn comes: the plan laid while waiting is on the table, but %1 (tiles) no longer fit it.</extracomment>
        <translation>
            <numerusform>התוכנית שלך על השולחן; השולחן השתנה, ולכן אבן %n חזרה למעמד שלך: %1.</numerusform>
            <numerusform>התוכנית שלך על השולחן; השולחן השתנה, ולכן %n אבנים חזרו למעמד שלך: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchersRow</name>
    <message numerus="yes">
        <location filename="../qml/table/WatchersRow.qml" line="+34"/>
        <source>You are watching: the racks stay hidden. %n watcher(s).</source>
        <translation>
            <numerusform>אתה צופה: המעמדים נשארים מוסתרים. צופה %n.</numerusform>
            <numerusform>אתה צופה: המעמדים נשארים מוסתרים. %n צופים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n watcher(s) at the table.</source>
        <translation>
            <numerusform>צופה %n בשולחן.</numerusform>
            <numerusform>%n צופים בשולחן.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Send away</source>
        <translation>שליחה משם</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send %1 away: they stop watching the table</source>
        <extracomment>%1 a watcher&apos;s name.</extracomment>
        <translation>לשלוח את %1 משם: יפסיק לצפות בשולחן</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <location filename="../qml/shell/WindowKeys.qml" line="+50"/>
        <source>Hints are switched off in the settings.</source>
        <translation>הרמזים כבויים בהגדרות.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still looking for a hint.</source>
        <translation>עדיין מחפש רמז.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint.</source>
        <translation>מחפש רמז.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the moves are laid.</source>
        <translation>יש לחכות עד שהצעדים יונחו.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint is for your turn.</source>
        <translation>רמז אפשר לבקש בתור שלך.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rack cannot be sorted now.</source>
        <translation>אי אפשר למיין את המעמד עכשיו.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rack is sorted by colour, for runs.</source>
        <translation>המעמד ממוין לפי צבע, לסדרות.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rack is sorted by number, for groups.</source>
        <translation>המעמד ממוין לפי מספר, לקבוצות.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Select tiles first (Space); then Ctrl+M lists the sets to put them into.</source>
        <translation>קודם בוחרים אבנים (רווח); אחר כך Ctrl+M מציג את הצירופים שאפשר להניח בהם.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles can be moved in your turn.</source>
        <translation>אפשר להזיז אבנים בתור שלך.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rack has no tiles.</source>
        <translation>אין אבנים על המעמד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First tile: %1.</source>
        <translation>האבן הראשונה: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No tile selected.</source>
        <translation>לא נבחרה אבן.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hint&apos;s moves are taken back.</source>
        <translation>הצעדים של הרמז בוטלו.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to cancel.</source>
        <translation>אין מה לבטל.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the lessons.</source>
        <translation>חזרה לשיעורים.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the start screen.</source>
        <translation>חזרה למסך הפתיחה.</translation>
    </message>
</context>
<context>
    <name>tilerummy::lobby::LobbyClient</name>
    <message>
        <location filename="../app/lobby/lobby_client.cpp" line="+80"/>
        <source>The lobby sent a message this game cannot read (%1).</source>
        <translation>הלובי שלח הודעה שהמשחק הזה לא יכול לקרוא (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lobby sent a challenge this game cannot read.</source>
        <translation>הלובי שלח אתגר כניסה שהמשחק הזה לא יכול לקרוא.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The lobby sent a seat this game cannot read.</source>
        <translation>הלובי שלח מקום שהמשחק הזה לא יכול לקרוא.</translation>
    </message>
</context>
<context>
    <name>tilerummy::net::TableClient</name>
    <message>
        <location filename="../app/net/table_client.cpp" line="+66"/>
        <source>The host has no certificate, but a fingerprint was given: not connecting.</source>
        <translation>למארח אין אישור, אבל ניתנה טביעת אצבע: לא מתחברים.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>The host&apos;s certificate fingerprint is %1, not the %2 you were given: not connecting.</source>
        <translation>טביעת האצבע של האישור של המארח היא %1, ולא %2 שקיבלת: לא מתחברים.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>The host sent something that is not a message of the game.</source>
        <translation>המארח שלח משהו שאינו הודעה של המשחק.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The host&apos;s certificate is not trusted (%1). Its fingerprint is %2.</source>
        <translation>האישור של המארח אינו מהימן (%1). טביעת האצבע שלו היא %2.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The host sent a message this game cannot read (%1).</source>
        <translation>המארח שלח הודעה שהמשחק הזה לא יכול לקרוא (%1).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The host did not answer as an encrypted table does. If its address begins with ws://, type it so.</source>
        <translation>המארח לא ענה כמו שולחן מוצפן. אם הכתובת שלו מתחילה ב־ws://, הקלד אותה כך.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host hung up before the game could talk to it. If its table is encrypted (the game&apos;s own tables are), type its address without ws://.</source>
        <translation>המארח ניתק לפני שהמשחק הספיק לדבר איתו. אם השולחן שלו מוצפן (השולחנות של המשחק מוצפנים), הקלד את הכתובת בלי ws://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host closed the connection.</source>
        <translation>המארח סגר את החיבור.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host closed the connection (%1).</source>
        <translation>המארח סגר את החיבור (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost: %1</source>
        <translation>החיבור למארח נותק: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the host was lost.</source>
        <translation>החיבור למארח נותק.</translation>
    </message>
</context>
</TS>
