/* A kernel dispatch handed to another process: the Icarus backend.
 *
 * Icarus cannot be linked into the runtime (the RTL runs inside a vvp
 * process, the testbench core inside its VPI module), so the runtime writes
 * the dispatch into a directory, starts vvp with +gcn_kernel=DIR, and reads
 * the memory and the verdict back when vvp has exited.  Both sides use this
 * one module, so the format is defined once:
 *
 *   job.txt      the dispatch: kernel name, device addresses, sizes, testbench
 *                options ("key value" lines, first line "gcnrtl-job 1")
 *   code.co      the code object's bytes, loaded again on the other side
 *   memory.in    every device-memory region: addr, size, bytes
 *   memory.out   the same regions after the run (the DUT's writes)
 *   result.txt   status, counts, cycles, message; written last, so its
 *                presence means the run's outputs are complete
 *   error.txt    instead of the two above when the job could not be read
 *
 * Memory images are in host byte order: both ends run on the same machine.
 * docs/runtime.md describes the backend. */
#ifndef GCNRTL_JOB_H
#define GCNRTL_JOB_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/dispatch.h"
#include "gcn/loader.h"
#include "gcn/regions.h"
#include "gcnrtl.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the runtime's side ---- */

/* Write job.txt, code.co and memory.in (the device memory mem) for
 * dispatch d (its kernel from the code object whose file bytes are
 * co_bytes) into dir.  -1 with a message. */
int gcnrtl_job_write(const char *dir, const gcn_dispatch *d, const void *co_bytes, size_t co_size,
                     const gcnrtl_opts *o, const gcn_regions *mem, char *err, size_t errsize);
/* After the run: read result.txt into res and st, and memory.out into the
 * regions of mem (which must be the ones written).  0 when both were read (the
 * run's own verdict is then in res); -1 with a message when they are
 * missing or malformed. */
int gcnrtl_job_read_result(const char *dir, const gcn_regions *mem, gcn_run_result *res, gcnrtl_stats *st,
                           char *err, size_t errsize);

/* ---- the simulator's side ---- */

#define GCNRTL_JOB_MAX_ARGS 16

typedef struct gcnrtl_job {
    char dir[4096];
    gcn_code_object co;
    int co_loaded;
    gcn_code code;
    int code_ok;
    gcn_dispatch d;           /* ready to run: memory, code and kernel are the job's */
    gcnrtl_opts o;            /* check, fault, testbench options, trace, coverage */
    gcn_regions mem;          /* the device memory, from memory.in */
    const char *args[GCNRTL_JOB_MAX_ARGS];
    char argbuf[GCNRTL_JOB_MAX_ARGS][64];
    char trace[4096], coverage[4096], wave[4096], timeline[4096], rerun[4096];
} gcnrtl_job;

/* Read a job written by gcnrtl_job_write.  -1 with a message (the job is
 * then freed). */
int gcnrtl_job_load(gcnrtl_job *j, const char *dir, char *err, size_t errsize);
/* Write memory.out from the job's memory, then result.txt.  -1 with a
 * message. */
int gcnrtl_job_finish(const gcnrtl_job *j, const gcn_run_result *res, const gcnrtl_stats *st, char *err,
                      size_t errsize);
/* A job that could not be read or run: msg into DIR/error.txt, which
 * gcnrtl_job_read_result reports when there is no result. */
void gcnrtl_job_error(const char *dir, const char *msg);
void gcnrtl_job_free(gcnrtl_job *j);

#ifdef __cplusplus
}
#endif

#endif
