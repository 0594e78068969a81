// The tilerummy-cli commands; each takes the arguments after its name and
// returns the process exit code (0 yes, 1 a well-formed no, 2 malformed).
#pragma once

#include <string>
#include <vector>

namespace cli {

using Args = std::vector<std::string>;

int runValidate(const Args& args);
int runCheck(const Args& args);
int runSolve(const Args& args);
int runPlay(const Args& args);
int runTutorial(const Args& args);
int runServe(const Args& args);
int runBot(const Args& args);
int runReview(const Args& args);
int runVerify(const Args& args);
int runLobby(const Args& args);
int runLobbyBot(const Args& args); // bot --lobby

} // namespace cli
