/*
 * croupier's seed shim, preloaded (LD_PRELOAD) into C submissions.
 *
 * It pins the student's randomness to a script's seed and serves the
 * script's rigged draws, so a C game is repeatable and rare cases happen on
 * demand. croupier embeds this file, compiles it with `cc -shared -fPIC -O2`
 * on first use and caches the library by the source's hash.
 *
 * Configuration: croupier writes a plan file, one NAME=value a line, and
 * names it in CROUPIER_PLAN (the only setting in the environment, so the
 * environment a program can read, /proc/self/environ included, holds nothing
 * that reproduces its game). The shim reads the plan once at load, then
 * empties and removes the file and unsets CROUPIER_PLAN and LD_PRELOAD, so
 * neither the program nor what it starts can read it. The plan's names:
 *   CROUPIER_PIN_SEED  1: srand/srandom ignore their argument and seed glibc
 *                      with CROUPIER_SEED, and time() returns it (plus the
 *                      whole seconds since load); 0: they pass through
 *                      (assignments whose spec fixes the seed).
 *   CROUPIER_SEED      the script's seed.
 *   CROUPIER_DICE      comma list of face indexes (face - first face), served
 *                      by rand()/random() in order before the real generator.
 *   CROUPIER_SIDES     how many faces a draw has (6, 13, 100).
 *   CROUPIER_REPORT    a file the shim appends to, a line per event: "L" once
 *                      loaded; "R <index> <value>" for each rigged draw and
 *                      "P <index> <value>" for each draw the real generator
 *                      made (index: value % sides, the face under the spec's
 *                      modulo mapping); "X" before the first draw after the
 *                      list ran out; "S" each time the program seeds its
 *                      generator (srand, srandom). Written as it happens (one write(2) per
 *                      line), so a killed program still tells, and croupier
 *                      can tell which draws came before each input request.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_RIGGED 4096
/* 4096 indexes of up to 3 digits, a path and the rest fit. */
#define MAX_PLAN 32768
/* Keeps the report's descriptor out of the range students' code works in. */
#define REPORT_FD_FLOOR 200

static int pin_seed;
static unsigned int pinned_seed;
static time_t pinned_time;
static struct timespec loaded_at;
static unsigned int sides;
static unsigned int rigged[MAX_RIGGED];
static size_t rigged_count;
static size_t rigged_served;
static int ran_out_reported;
static int report_fd = -1;

static void (*real_srand)(unsigned int);
static void (*real_srandom)(unsigned int);
static int (*real_rand)(void);
static long (*real_random)(void);
static time_t (*real_time)(time_t *);
static int loaded;
static char plan[MAX_PLAN + 1];
static size_t plan_length;

/* A value in [0, RAND_MAX] that shows face index k of n under r % n,
 * r / (RAND_MAX / n + 1) and (int)(n * (r / (RAND_MAX + 1.0))): the middle of
 * k's slice of the range, moved to the nearest value below with r % n == k.
 * The slice is RAND_MAX / n + 1 wide, so the middle is far from both edges
 * of the integer and the floating-point slices. */
unsigned int croupier_rigged_value(unsigned int k, unsigned int n) {
    unsigned int slice = RAND_MAX / n + 1;
    unsigned int middle = k * slice + slice / 2;
    return middle - middle % n + k;
}

static void report_line(const char *line, int length) {
    if (report_fd >= 0 && length > 0) {
        ssize_t ignored = write(report_fd, line, (size_t)length);
        (void)ignored;
    }
}

static void report(char what) {
    char line[2] = {what, '\n'};
    report_line(line, 2);
}

/* One draw: 'R' rigged or 'P' passed through, its face index and value. */
static void report_draw(char kind, unsigned long index, long value) {
    char line[64];
    int length = snprintf(line, sizeof line, "%c %lu %ld\n", kind, index, value);
    report_line(line, length);
}

static void read_dice(const char *list) {
    while (list && *list && rigged_count < MAX_RIGGED) {
        char *end;
        unsigned long index = strtoul(list, &end, 10);
        if (end == list) {
            break;
        }
        rigged[rigged_count++] = (unsigned int)index;
        list = (*end == ',') ? end + 1 : end;
    }
}

static void open_report(const char *path) {
    if (!path || !*path) {
        return;
    }
    int fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        return;
    }
    /* Out of the way of the program's own descriptors, but under its
     * RLIMIT_NOFILE (croupier sets a low one): else keep the descriptor. */
    int floor = REPORT_FD_FLOOR;
    struct rlimit open_files;
    if (getrlimit(RLIMIT_NOFILE, &open_files) == 0 && open_files.rlim_cur != RLIM_INFINITY &&
        open_files.rlim_cur <= (rlim_t)floor) {
        floor = open_files.rlim_cur > 16 ? (int)open_files.rlim_cur - 8 : fd;
    }
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, floor);
    if (moved >= 0) {
        close(fd);
        report_fd = moved;
    } else {
        report_fd = fd;
    }
}

/* Reads the plan file into `plan`, one NUL-ended NAME=value after another,
 * and leaves nothing of it behind: emptied (a file bound into a sandbox
 * cannot be removed) and removed. */
static void read_plan(const char *path) {
    if (!path || !*path) {
        return;
    }
    int fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        return;
    }
    while (plan_length < MAX_PLAN) {
        ssize_t got = read(fd, plan + plan_length, MAX_PLAN - plan_length);
        if (got <= 0) {
            break;
        }
        plan_length += (size_t)got;
    }
    int ignored = ftruncate(fd, 0);
    (void)ignored;
    close(fd);
    unlink(path);
    for (size_t i = 0; i < plan_length; i++) {
        if (plan[i] == '\n') {
            plan[i] = '\0';
        }
    }
    plan[plan_length] = '\0';
}

/* The plan's value of `name`, or NULL. */
static const char *plan_value(const char *name) {
    size_t name_length = strlen(name);
    for (size_t at = 0; at < plan_length; at += strlen(plan + at) + 1) {
        if (strncmp(plan + at, name, name_length) == 0 && plan[at + name_length] == '=') {
            return plan + at + name_length + 1;
        }
    }
    return NULL;
}

/* Runs at load; a hook called earlier (from another library's constructor)
 * runs it first. */
__attribute__((constructor)) static void croupier_shim_load(void) {
    if (loaded) {
        return;
    }
    loaded = 1;
    real_srand = (void (*)(unsigned int))dlsym(RTLD_NEXT, "srand");
    real_srandom = (void (*)(unsigned int))dlsym(RTLD_NEXT, "srandom");
    real_rand = (int (*)(void))dlsym(RTLD_NEXT, "rand");
    real_random = (long (*)(void))dlsym(RTLD_NEXT, "random");
    real_time = (time_t(*)(time_t *))dlsym(RTLD_NEXT, "time");

    read_plan(getenv("CROUPIER_PLAN"));
    const char *seed = plan_value("CROUPIER_SEED");
    const char *pin = plan_value("CROUPIER_PIN_SEED");
    pin_seed = seed && pin && pin[0] == '1';
    if (pin_seed) {
        unsigned long long value = strtoull(seed, NULL, 10);
        pinned_seed = (unsigned int)value;
        pinned_time = (time_t)value;
        clock_gettime(CLOCK_MONOTONIC, &loaded_at);
        /* A program that never seeds still plays the script's game. */
        real_srandom(pinned_seed);
    }
    const char *sides_text = plan_value("CROUPIER_SIDES");
    sides = sides_text ? (unsigned int)strtoul(sides_text, NULL, 10) : 0;
    if (sides > 0) {
        read_dice(plan_value("CROUPIER_DICE"));
    }
    open_report(plan_value("CROUPIER_REPORT"));
    report('L');

    unsetenv("LD_PRELOAD");
    unsetenv("CROUPIER_PLAN");
}

/* The next rigged value, or -1 once the list is used up (noted once). */
static long next_rigged(void) {
    if (rigged_served < rigged_count) {
        unsigned int index = rigged[rigged_served++] % sides;
        long value = (long)croupier_rigged_value(index, sides);
        report_draw('R', index, value);
        return value;
    }
    if (rigged_count > 0 && !ran_out_reported) {
        ran_out_reported = 1;
        report('X');
    }
    return -1;
}

/* A draw the real generator made, logged with its face under r % sides. */
static long passed_through(long value) {
    report_draw('P', sides > 0 ? (unsigned long)value % sides : 0, value);
    return value;
}

void srand(unsigned int seed) {
    croupier_shim_load();
    report('S');
    real_srand(pin_seed ? pinned_seed : seed);
}

void srandom(unsigned int seed) {
    croupier_shim_load();
    report('S');
    real_srandom(pin_seed ? pinned_seed : seed);
}

time_t time(time_t *out) {
    croupier_shim_load();
    if (!pin_seed) {
        return real_time(out);
    }
    /* The seed, then counting on: a program that waits for time() to move
     * (a busy-wait "pause") still ends. */
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long elapsed_ns = (long long)(now.tv_sec - loaded_at.tv_sec) * 1000000000LL +
                           (now.tv_nsec - loaded_at.tv_nsec);
    time_t pinned = pinned_time + (time_t)(elapsed_ns / 1000000000LL);
    if (out) {
        *out = pinned;
    }
    return pinned;
}

int rand(void) {
    croupier_shim_load();
    long value = next_rigged();
    return value >= 0 ? (int)value : (int)passed_through(real_rand());
}

long random(void) {
    croupier_shim_load();
    long value = next_rigged();
    return value >= 0 ? value : passed_through(real_random());
}
