// What the turn on the table is doing, as one value (TurnPhase), and the one
// function that moves it on (nextPhase). GameController keeps the phase and
// asks personMayAct whenever the person at the screen wants to move tiles,
// end the turn or draw; nothing else combines the turn's state by hand.
//
// The phase is the board's business within one turn. Around it stand facts
// the phase does not own: whether the round is over (the game's), whether a
// person here has the turn and sees their rack (the seating's), whether the
// game is paused (the window's), whether the table waits for friends or a
// host (the network table's), and whether drags are being played out (the
// board's animation).
#pragma once

enum class TurnPhase {
    Open,         // the turn is on: a person here moves tiles, or a seat elsewhere decides
    ShowingDraft, // another player's table mid-turn is shown, as they arrange it
    ShowingPlay,  // another seat's play is shown move by move, then made
    Replaying,    // the last play is shown again; the person's turn goes on after it
    AwaitingHost, // the person's end of turn went to the host of a joined table
};

enum class TurnEvent {
    TurnBegan,   // a turn (or the round's end) is set up: whatever was shown is over
    DraftShown,  // another player's table mid-turn starts to show
    PlayShown,   // another seat's play starts to show, to be made at its end
    PlayMade,    // the play shown was made (or will not be: the seat is a person's now)
    ReplayBegan, // the person asked to see the last play again
    ReplayOver,  // it was shown: the turn is the person's as it was
    SentToHost,  // the person's play or draw went to the host
    HostRefused, // the host refused it: the turn is the person's again
};

// The phase after `event`. An event that does not fit the phase (a replay
// asked for while a play is shown, the host's refusal of nothing sent)
// leaves the phase as it is.
TurnPhase nextPhase(TurnPhase now, TurnEvent event);

// What else decides whether the person may act.
struct TurnFacts {
    TurnPhase phase = TurnPhase::Open;
    bool personsTurn = false; // a person at this screen has the turn, the round is on
    bool rackShown = false;   // and their rack shows (hot-seat: the hand-over confirmed)
    bool paused = false;      // the window shows something else (the tutorial, the start screen)
    bool tableWaits = false;  // for friends to join, for the host, for a connection
    bool animating = false;   // drags are being played out, or a wrong set shows before its penalty
};

// The person at the screen may move tiles, end the turn or draw now.
bool personMayAct(const TurnFacts& facts);

// A play of another seat is on the board (shown, being shown, or shown again):
// its tiles are marked as that seat's, not the person's.
bool showsAnotherPlay(TurnPhase phase);
