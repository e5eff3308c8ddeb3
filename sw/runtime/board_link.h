/* The board's host link: the command/response protocol of the board top
 * (fpga/board/README.md, "Protocol"; the RTL side is
 * fpga/board/rtl/gcn_board_cmd.v) over a byte stream, and the streams it
 * runs on: a serial port (the ULX3S's FT231X) or a simulation of the board
 * (fpga/board/sim) started as a child process on a socket.  One
 * implementation for the host tool (gcnboard, the runtime's "board"
 * backend) and the simulation test: the simulated board is driven by this
 * same code.
 *
 * The host sends one frame and reads its whole response before the next.
 * Every read is bounded: a serial port by its read timeout, a simulation by
 * its own cycle limit (it exits, and the link reads end of file). */
#ifndef GCN_BOARD_LINK_H
#define GCN_BOARD_LINK_H

#include <stddef.h>
#include <stdint.h>

/* Command bytes; a response starts with the command byte | 0x80, or
 * BL_BAD for a command the board does not know. */
enum {
    BL_WRITE = 0x01,   /* addr[4] n[2] data[4n]: n dwords at byte offset addr of the memory window */
    BL_READ = 0x02,    /* addr[4] n[2] -> data[4n] */
    BL_FILL = 0x03,    /* addr[4] n[2] value[4] */
    BL_INIT = 0x04,    /* slot kind index[2] lane data[8]: one init beat */
    BL_INITV = 0x05,   /* slot index[2] data[4*64]: VGPR `index`, lanes 0..63 */
    BL_STATUS = 0x06,  /* -> status[36] (bl_status) */
    BL_PERF = 0x07,    /* sel -> value[8] */
    BL_INFO = 0x08,    /* -> info[49] (bl_info) */
    BL_RESET = 0x09,   /* reset the CU, its counters and the trap latch */
    BL_BAD = 0xee
};
#define BL_MAX_WORDS 0xffffu   /* dwords per WRITE, READ or FILL */
#define BL_VERSION 1

typedef struct bl_info {
    uint8_t version;
    uint64_t mem_base;
    uint32_t mem_bytes, clks_per_bit;
    /* the CU's cfg_*_o outputs */
    uint32_t num_simd, waves_per_simd, lanes_per_simd, sgprs_per_wave, vgprs, lds_bytes, tag_w;
} bl_info;

typedef struct bl_status {
    uint64_t wave_free;     /* bit n: slot n free */
    uint64_t retired;       /* END beats since the last reset */
    uint64_t cycles;        /* clocks since the last reset */
    int trapped;            /* a TRAP beat came: the first one's */
    unsigned trap_cause, trap_wave, trap_unit;
    uint64_t trap_pc;       /* the PC of that wave's last instruction (INSN beat) */
    int rx_overflow;        /* the board dropped received bytes */
} bl_status;

typedef struct bl_link bl_link;

/* Open a link.  spec: "exec:COMMAND" (a simulation: COMMAND runs under
 * /bin/sh with its stdin and stdout on a socket to us),
 * "serial:PATH[@BAUD][,timeout=S]" or a path to a serial device (115200 baud
 * by default; 8N1, raw; S seconds without a byte from the board is an error,
 * 5 by default).  NULL with a message in err. */
bl_link *bl_open(const char *spec, char *err, size_t errsize);
/* Close; for a simulation, wait for it and return its exit status (0
 * for a serial port; -1 when it did not end normally). */
int bl_close(bl_link *l);
/* The last error of a call that failed. */
const char *bl_error(const bl_link *l);
/* Bytes sent and received so far. */
void bl_traffic(const bl_link *l, uint64_t *sent, uint64_t *received);

/* The commands: 0, or -1 with bl_error set. */
int bl_info_get(bl_link *l, bl_info *info);
int bl_status_get(bl_link *l, bl_status *st);
int bl_reset(bl_link *l);
int bl_write(bl_link *l, uint32_t off, const uint32_t *words, unsigned n);
int bl_read(bl_link *l, uint32_t off, uint32_t *words, unsigned n);
int bl_fill(bl_link *l, uint32_t off, uint32_t value, unsigned n);
int bl_init(bl_link *l, unsigned slot, unsigned kind, unsigned index, unsigned lane, uint64_t data);
int bl_initv(bl_link *l, unsigned slot, unsigned index, const uint32_t lanes[64]);
int bl_perf(bl_link *l, unsigned sel, uint64_t *value);

#endif
