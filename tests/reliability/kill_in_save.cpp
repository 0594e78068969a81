// A kill -9 in the middle of saving, on purpose: preloaded into the real game
// (LD_PRELOAD) by test_crash_resume.py. It watches the writes and the
// renames/links into one folder (TR_KILL_DIR, the autosave's) and, on the Nth
// (TR_KILL_AT_WRITE=N: after writing half of that write's bytes;
// TR_KILL_AT_COMMIT=N: just before the rename or link that would put the file
// in place), notes it in TR_KILL_MARK and sends itself SIGKILL. Linux only.
#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

int writes = 0;
int commits = 0;

bool inWatchedFolder(const char* path)
{
    const char* dir = std::getenv("TR_KILL_DIR");
    return dir && *dir && path && std::strncmp(path, dir, std::strlen(dir)) == 0;
}

bool fdInWatchedFolder(int fd)
{
    char link[64];
    char path[4096];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0)
        return false;
    path[n] = '\0';
    return inWatchedFolder(path);
}

bool due(const char* variable, int* counter)
{
    const char* nth = std::getenv(variable);
    return nth && ++*counter == std::atoi(nth);
}

[[noreturn]] void die(const char* what)
{
    if (const char* mark = std::getenv("TR_KILL_MARK")) {
        const int fd = open(mark, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            using Write = ssize_t (*)(int, const void*, size_t);
            auto realWrite = reinterpret_cast<Write>(dlsym(RTLD_NEXT, "write"));
            realWrite(fd, what, std::strlen(what));
            close(fd);
        }
    }
    std::raise(SIGKILL);
    std::abort();
}

} // namespace

extern "C" {

ssize_t write(int fd, const void* buffer, size_t count)
{
    using Write = ssize_t (*)(int, const void*, size_t);
    static auto realWrite = reinterpret_cast<Write>(dlsym(RTLD_NEXT, "write"));
    if (count > 1 && fdInWatchedFolder(fd) && due("TR_KILL_AT_WRITE", &writes)) {
        realWrite(fd, buffer, count / 2);
        die("write");
    }
    return realWrite(fd, buffer, count);
}

int rename(const char* from, const char* to)
{
    using Rename = int (*)(const char*, const char*);
    static auto realRename = reinterpret_cast<Rename>(dlsym(RTLD_NEXT, "rename"));
    if (inWatchedFolder(to) && due("TR_KILL_AT_COMMIT", &commits))
        die("commit");
    return realRename(from, to);
}

int renameat(int fromDir, const char* from, int toDir, const char* to)
{
    using RenameAt = int (*)(int, const char*, int, const char*);
    static auto realRenameAt = reinterpret_cast<RenameAt>(dlsym(RTLD_NEXT, "renameat"));
    if (inWatchedFolder(to) && due("TR_KILL_AT_COMMIT", &commits))
        die("commit");
    return realRenameAt(fromDir, from, toDir, to);
}

int renameat2(int fromDir, const char* from, int toDir, const char* to, unsigned int flags)
{
    using RenameAt2 = int (*)(int, const char*, int, const char*, unsigned int);
    static auto realRenameAt2 = reinterpret_cast<RenameAt2>(dlsym(RTLD_NEXT, "renameat2"));
    if (inWatchedFolder(to) && due("TR_KILL_AT_COMMIT", &commits))
        die("commit");
    return realRenameAt2(fromDir, from, toDir, to, flags);
}

int linkat(int fromDir, const char* from, int toDir, const char* to, int flags)
{
    using LinkAt = int (*)(int, const char*, int, const char*, int);
    static auto realLinkAt = reinterpret_cast<LinkAt>(dlsym(RTLD_NEXT, "linkat"));
    if (inWatchedFolder(to) && due("TR_KILL_AT_COMMIT", &commits))
        die("commit");
    return realLinkAt(fromDir, from, toDir, to, flags);
}

} // extern "C"
