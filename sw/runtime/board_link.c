/* The board's host link (board_link.h). */
#define _DEFAULT_SOURCE   /* cfmakeraw and the baud rates past 230400 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "board_link.h"

#define SERIAL_TIMEOUT_DS 50   /* one serial read waits at most 5 s for a byte */
#define SERIAL_WAIT_S 5        /* how long a serial link waits for a byte, unless ,timeout=S says */
#define SERIAL_WAIT_MAX_S 3600

struct bl_link {
    int fd;
    pid_t child;            /* the simulation, or 0 */
    unsigned wait_s;        /* a serial link: seconds to wait for the next byte */
    uint64_t sent, received;
    char err[256];
};

static int lfail(bl_link *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int lfail(bl_link *l, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->err, sizeof l->err, fmt, ap);
    va_end(ap);
    return -1;
}

const char *bl_error(const bl_link *l) { return l->err; }

void bl_traffic(const bl_link *l, uint64_t *sent, uint64_t *received)
{
    *sent = l->sent;
    *received = l->received;
}

/* ---- streams ---- */

static speed_t baud_of(unsigned long b)
{
    switch (b) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    case 230400: return B230400;
    case 460800: return B460800;
    case 921600: return B921600;
    case 1000000: return B1000000;
    case 3000000: return B3000000;
    default: return 0;
    }
}

static int open_serial(bl_link *l, const char *spec)
{
    char path[256];
    unsigned long baud = 115200;
    snprintf(path, sizeof path, "%s", spec);
    l->wait_s = SERIAL_WAIT_S;
    char *opt = strstr(path, ",timeout=");
    if (opt) {
        char *end;
        *opt = '\0';
        errno = 0;
        unsigned long s = strtoul(opt + 9, &end, 10);
        if (errno || *end || s < 1 || s > SERIAL_WAIT_MAX_S)
            return lfail(l, "bad timeout in '%s' (1 .. %d seconds)", spec, SERIAL_WAIT_MAX_S);
        l->wait_s = (unsigned)s;
    }
    char *at = strchr(path, '@');
    if (at) {
        char *end;
        *at = '\0';
        errno = 0;
        baud = strtoul(at + 1, &end, 10);
        if (errno || *end || !baud_of(baud))
            return lfail(l, "bad baud rate in '%s' (9600 .. 3000000, a standard rate)", spec);
    }
    l->fd = open(path, O_RDWR | O_NOCTTY);
    if (l->fd < 0)
        return lfail(l, "cannot open serial port %s: %s", path, strerror(errno));
    struct termios t;
    if (tcgetattr(l->fd, &t) < 0)
        return lfail(l, "%s is not a serial port: %s", path, strerror(errno));
    cfmakeraw(&t);
    t.c_cflag |= CLOCAL | CREAD;
    t.c_cflag &= ~(tcflag_t)(CSTOPB | PARENB);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = SERIAL_TIMEOUT_DS;
    if (cfsetispeed(&t, baud_of(baud)) < 0 || cfsetospeed(&t, baud_of(baud)) < 0 || tcsetattr(l->fd, TCSANOW, &t) < 0)
        return lfail(l, "cannot set up serial port %s: %s", path, strerror(errno));
    tcflush(l->fd, TCIOFLUSH);
    return 0;
}

static int open_exec(bl_link *l, const char *cmd)
{
    int sv[2];
    if (!*cmd)
        return lfail(l, "exec: names no command");
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
        return lfail(l, "socketpair: %s", strerror(errno));
    pid_t pid = fork();
    if (pid < 0) {
        close(sv[0]);
        close(sv[1]);
        return lfail(l, "fork: %s", strerror(errno));
    }
    if (pid == 0) {
        close(sv[0]);
        if (dup2(sv[1], 0) < 0 || dup2(sv[1], 1) < 0)
            _exit(127);
        close(sv[1]);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    close(sv[1]);
    l->fd = sv[0];
    l->child = pid;
    return 0;
}

bl_link *bl_open(const char *spec, char *err, size_t errsize)
{
    bl_link *l = calloc(1, sizeof *l);
    if (!l) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    l->fd = -1;
    /* a simulation that dies must not kill us with SIGPIPE: the write fails instead */
    signal(SIGPIPE, SIG_IGN);
    int rc = !strncmp(spec, "exec:", 5) ? open_exec(l, spec + 5)
             : !strncmp(spec, "serial:", 7) ? open_serial(l, spec + 7)
                                            : open_serial(l, spec);
    if (rc < 0) {
        snprintf(err, errsize, "%s", l->err);
        bl_close(l);
        return NULL;
    }
    return l;
}

int bl_close(bl_link *l)
{
    int rc = 0;
    if (!l)
        return 0;
    if (l->fd >= 0)
        close(l->fd);   /* a simulation reads end of file and ends */
    if (l->child > 0) {
        int st;
        if (waitpid(l->child, &st, 0) < 0 || !WIFEXITED(st))
            rc = -1;
        else
            rc = WEXITSTATUS(st);
    }
    free(l);
    return rc;
}

static int put(bl_link *l, const uint8_t *p, size_t n)
{
    while (n) {
        ssize_t k = write(l->fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0 && l->child && (errno == EPIPE || errno == ECONNRESET))
            return lfail(l, "the simulated board ended without answering (its cycle limit, or a crash)");
        if (k <= 0)
            return lfail(l, "the link is down (write: %s)", k < 0 ? strerror(errno) : "nothing written");
        p += k;
        n -= (size_t)k;
        l->sent += (uint64_t)k;
    }
    return 0;
}

static int get(bl_link *l, uint8_t *p, size_t n)
{
    unsigned idle = 0;   /* serial reads that timed out in a row (SERIAL_TIMEOUT_DS each) */
    while (n) {
        ssize_t k = read(l->fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0 && !(l->child && errno == ECONNRESET))
            return lfail(l, "the link is down (read: %s)", strerror(errno));
        if (k == 0 && !l->child && ++idle * (SERIAL_TIMEOUT_DS / 10) < l->wait_s)
            continue;
        if (k <= 0)
            return lfail(l, l->child ? "the simulated board ended without answering (its cycle limit, or a crash)"
                                     : "no answer from the board within %u s", l->wait_s);
        idle = 0;
        p += k;
        n -= (size_t)k;
        l->received += (uint64_t)k;
    }
    return 0;
}

/* ---- frames ---- */

static void le(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t from_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* The response header of command cmd. */
static int ack(bl_link *l, uint8_t cmd)
{
    uint8_t h;
    if (get(l, &h, 1) < 0)
        return -1;
    if (h == BL_BAD)
        return lfail(l, "the board does not know command 0x%02x (an older bitstream?)", cmd);
    if (h != (cmd | 0x80))
        return lfail(l, "the board answered 0x%02x to command 0x%02x: the link is out of step", h, cmd);
    return 0;
}

static int simple(bl_link *l, const uint8_t *frame, size_t n, uint8_t *payload, size_t pn)
{
    if (put(l, frame, n) < 0 || ack(l, frame[0]) < 0)
        return -1;
    return pn ? get(l, payload, pn) : 0;
}

int bl_info_get(bl_link *l, bl_info *in)
{
    uint8_t cmd = BL_INFO, p[49];
    if (simple(l, &cmd, 1, p, sizeof p) < 0)
        return -1;
    if (memcmp(p, "GCNB", 4) != 0)
        return lfail(l, "the board's INFO has no GCNB signature: not a gcn_board bitstream?");
    in->version = p[4];
    in->mem_base = from_le(p + 5, 8);
    in->mem_bytes = (uint32_t)from_le(p + 13, 4);
    in->clks_per_bit = (uint32_t)from_le(p + 17, 4);
    uint32_t *cfg[] = {&in->num_simd, &in->waves_per_simd, &in->lanes_per_simd, &in->sgprs_per_wave,
                       &in->vgprs, &in->lds_bytes, &in->tag_w};
    for (unsigned i = 0; i < 7; i++)
        *cfg[i] = (uint32_t)from_le(p + 21 + 4 * i, 4);
    if (in->version != BL_VERSION)
        return lfail(l, "the board speaks protocol version %u, this host %u", in->version, BL_VERSION);
    return 0;
}

int bl_status_get(bl_link *l, bl_status *st)
{
    uint8_t cmd = BL_STATUS, p[36];
    if (simple(l, &cmd, 1, p, sizeof p) < 0)
        return -1;
    st->wave_free = from_le(p, 8);
    st->retired = from_le(p + 8, 8);
    st->cycles = from_le(p + 16, 8);
    st->trapped = p[24] >> 7;
    st->trap_cause = p[24] & 0x7f;
    st->trap_wave = p[25];
    st->trap_unit = p[26];
    st->trap_pc = from_le(p + 27, 8);
    st->rx_overflow = p[35] & 1;
    return 0;
}

int bl_reset(bl_link *l)
{
    uint8_t cmd = BL_RESET;
    return simple(l, &cmd, 1, NULL, 0);
}

static int check_words(bl_link *l, unsigned n)
{
    return n == 0 || n > BL_MAX_WORDS ? lfail(l, "%u dwords in one frame (1 .. %u)", n, BL_MAX_WORDS) : 0;
}

int bl_write(bl_link *l, uint32_t off, const uint32_t *words, unsigned n)
{
    uint8_t h[7] = {BL_WRITE};
    if (check_words(l, n) < 0)
        return -1;
    le(h + 1, off, 4);
    le(h + 5, n, 2);
    uint8_t *buf = malloc(sizeof h + 4 * (size_t)n);
    if (!buf)
        return lfail(l, "out of memory");
    memcpy(buf, h, sizeof h);
    for (unsigned i = 0; i < n; i++)
        le(buf + sizeof h + 4 * i, words[i], 4);
    int rc = simple(l, buf, sizeof h + 4 * (size_t)n, NULL, 0);
    free(buf);
    return rc;
}

int bl_read(bl_link *l, uint32_t off, uint32_t *words, unsigned n)
{
    uint8_t h[7] = {BL_READ};
    if (check_words(l, n) < 0)
        return -1;
    le(h + 1, off, 4);
    le(h + 5, n, 2);
    uint8_t *buf = malloc(4 * (size_t)n);
    if (!buf)
        return lfail(l, "out of memory");
    int rc = simple(l, h, sizeof h, buf, 4 * (size_t)n);
    for (unsigned i = 0; rc == 0 && i < n; i++)
        words[i] = (uint32_t)from_le(buf + 4 * i, 4);
    free(buf);
    return rc;
}

int bl_fill(bl_link *l, uint32_t off, uint32_t value, unsigned n)
{
    uint8_t f[11] = {BL_FILL};
    if (check_words(l, n) < 0)
        return -1;
    le(f + 1, off, 4);
    le(f + 5, n, 2);
    le(f + 7, value, 4);
    return simple(l, f, sizeof f, NULL, 0);
}

int bl_init(bl_link *l, unsigned slot, unsigned kind, unsigned index, unsigned lane, uint64_t data)
{
    uint8_t f[14] = {BL_INIT, (uint8_t)slot, (uint8_t)kind};
    le(f + 3, index, 2);
    f[5] = (uint8_t)lane;
    le(f + 6, data, 8);
    return simple(l, f, sizeof f, NULL, 0);
}

int bl_initv(bl_link *l, unsigned slot, unsigned index, const uint32_t lanes[64])
{
    uint8_t f[4 + 256] = {BL_INITV, (uint8_t)slot};
    le(f + 2, index, 2);
    for (unsigned i = 0; i < 64; i++)
        le(f + 4 + 4 * i, lanes[i], 4);
    return simple(l, f, sizeof f, NULL, 0);
}

int bl_perf(bl_link *l, unsigned sel, uint64_t *value)
{
    uint8_t f[2] = {BL_PERF, (uint8_t)sel}, p[8];
    if (simple(l, f, sizeof f, p, sizeof p) < 0)
        return -1;
    *value = from_le(p, 8);
    return 0;
}
