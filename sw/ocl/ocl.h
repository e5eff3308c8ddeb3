/* libgcnocl's objects and the helpers its files share (docs/opencl.md).
 * Every object starts with the ICD dispatch pointer, then a tag that tells
 * its kind.  ocl.c: platform, device, contexts, timing and the dispatch
 * table; ocl_queue.c: queues, events, user events, the commands that wait;
 * ocl_mem.c: buffers; ocl_program.c: programs; ocl_kernel.c: kernels,
 * NDRange. */
#ifndef GCN_OCL_H
#define GCN_OCL_H

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <dlfcn.h>

#include <CL/cl_icd.h>

#include "gcn/model.h"
#include "gcn_runtime.h"

#ifndef GCN_OCL_ROOT
#error "GCN_OCL_ROOT: the project's root (the Makefile defines it)"
#endif
#ifndef GCN_OCL_BUILD
#error "GCN_OCL_BUILD: the build directory (the Makefile defines it)"
#endif

#define EXPORT __attribute__((visibility("default")))

extern const struct _cl_icd_dispatch ocl_dispatch;

enum tag { T_PLATFORM = 0x504c4154, T_DEVICE, T_CONTEXT, T_QUEUE, T_MEM, T_PROGRAM, T_KERNEL, T_EVENT };

struct _cl_platform_id { const struct _cl_icd_dispatch *dispatch; enum tag tag; };
struct _cl_device_id { const struct _cl_icd_dispatch *dispatch; enum tag tag; };

struct _cl_context {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context_properties props[3];
    unsigned nprops;           /* entries of props, terminator included; 0: none given */
    void (CL_CALLBACK *notify)(const char *, const void *, size_t, void *);
    void *notify_data;
};

typedef struct pending pending;

struct _cl_command_queue {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_command_queue_properties props;
    pending *head, *tail;      /* the commands that wait, in order (ocl_queue.c) */
    struct _cl_command_queue *next;   /* every queue, for the commands that wait */
};

typedef struct mapping {
    void *ptr;
    size_t offset, size;
    cl_map_flags flags;
    int owned;                 /* ptr is a staging copy (freed at unmap) */
    struct mapping *next;
} mapping;

typedef struct destructor {
    void (CL_CALLBACK *fn)(cl_mem, void *);
    void *data;
    struct destructor *next;
} destructor;

struct _cl_mem {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_mem_flags flags;
    size_t size;
    uint64_t addr;             /* device address */
    void *host_ptr;            /* CL_MEM_USE_HOST_PTR */
    cl_mem parent;             /* a sub-buffer's buffer */
    size_t origin;
    mapping *maps;
    cl_uint nmaps;
    destructor *dtors;
};

struct _cl_program {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    unsigned id;               /* which program the runtime has loaded */
    char *source;              /* NULL: from a binary */
    char dir[64];              /* its files: prog.cl, inc/ (headers), prog.o, prog.a, prog.co, build.log */
    char *options, *log;
    cl_build_status status;
    cl_program_binary_type bintype;   /* what binary holds: none, an object, a library, an executable */
    int built;                 /* an executable: co holds the kernels */
    gcn_code_object co;
    unsigned char *binary;
    size_t binary_size;
    cl_uint nkernels;          /* kernel objects attached */
};

typedef struct karg {
    const gcn_kernel_arg *md;
    int set;
    gcn_rt_arg v;
    unsigned char *bytes;   /* a by-value argument's copy (v.bytes points here) */
} karg;

struct _cl_kernel {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_program prog;
    const gcn_kernel *k;
    karg *args;
    cl_uint nargs;
};

typedef struct callback {
    void (CL_CALLBACK *fn)(cl_event, cl_int, void *);
    cl_int type;               /* the status it waits for */
    void *data;
    struct callback *next;
} callback;

struct _cl_event {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_command_queue queue;    /* NULL: a user event */
    cl_command_type type;
    cl_int status;
    cl_ulong t[4];             /* queued, submit, start, end */
    callback *callbacks;       /* registered before their status came */
};

/* A rectangle of memory: its first byte, row and slice pitches, the end of
 * its last row (a contiguous span is one row). */
typedef struct rect { size_t start, row, slice, end; } rect;

/* What a command does when it runs: move the rows of a rectangle between
 * device and host memory or between two places of device memory, launch a
 * kernel, or nothing (markers, barriers).  It holds what it needs until then:
 * host memory it frees (owned), a reference on its kernel. */
typedef enum { ACT_NONE, ACT_READ, ACT_WRITE, ACT_COPY, ACT_LAUNCH } act_kind;
typedef struct action {
    act_kind kind;
    uint64_t dev, dev2;        /* READ, WRITE: the buffer; COPY: source, destination */
    rect r, r2;                /* READ, WRITE: device side, host side; COPY: source, destination */
    size_t region[3];          /* bytes of a row, rows, slices */
    unsigned char *host;       /* READ, WRITE */
    void *owned;               /* freed once the command has run or failed */
    cl_kernel kernel;          /* LAUNCH */
    gcn_rt_launch launch;      /* LAUNCH: its arguments are owned */
} action;

extern struct _cl_platform_id ocl_platform;
extern struct _cl_device_id ocl_device;

/* The process's runtime (NULL: no context), and the program it has loaded. */
extern gcn_rt *ocl_rt;
extern unsigned ocl_next_program_id, ocl_loaded_program;

#define VALID(obj, t) ((obj) != NULL && (obj)->tag == (t))
#define ERR(code) do { if (errcode_ret) *errcode_ret = (code); return NULL; } while (0)
/* The body of every clRetain*: one more reference on a valid object, else its error. */
#define RETAIN(obj, t, invalid) do { if (!VALID(obj, t)) return (invalid); (obj)->refs++; return CL_SUCCESS; } while (0)

/* One lock around every use of the runtime. */
void ocl_lock(void);
void ocl_unlock(void);
/* A message on stderr and to the context's notify callback (ctx may be NULL). */
void ocl_report(cl_context ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* clGet*Info: the value of n bytes into out (size bytes), its size into ret. */
cl_int ocl_info(const void *val, size_t n, size_t size, void *out, size_t *ret);
cl_int ocl_info_str(const char *s, size_t size, void *out, size_t *ret);
#define INFO(type, value) do { type v_ = (value); return ocl_info(&v_, sizeof v_, size, out, ret); } while (0)
#define INFO_STR(s) return ocl_info_str((s), size, out, ret)

cl_int ocl_check_wait_list(cl_uint n, const cl_event *list, cl_context ctx);
/* A command whose arguments are valid, on q: it runs now when q holds no
 * waiting command and every event of its wait list is complete; otherwise it
 * waits in q until they are (a user event set), and a blocking one is waited
 * for.  Its event into ev when asked (ocl_queue.c, docs/opencl.md). */
cl_int ocl_submit(cl_command_queue q, cl_command_type type, cl_uint nwait, const cl_event *wait, action a,
                  cl_bool blocking, cl_event *ev);
/* The runs of the actions (under the lock): 0, or -1 when the runtime
 * failed.  ocl_mem.c: moves; ocl_kernel.c: launches (their cycles). */
int ocl_move(const action *a);
int ocl_launch(const action *a, uint64_t *cycles);
/* Moves of one contiguous span of n bytes at offset of a buffer at dev. */
action ocl_span(act_kind kind, uint64_t dev, size_t offset, size_t n, void *host);
cl_ulong ocl_global_mem_size(void);
/* gcncc: the installed one next to this library, else the checkout's */
const char *ocl_gcncc_path(void);
int ocl_gcncc_available(void);   /* the compiler and the linker */
/* The path of a program's file NAME (prog.co, ...) into out (n bytes). */
void ocl_program_path(cl_program p, const char *name, char *out, size_t n);

/* A command's timing: the monotonic clock, or on the RTL backends the
 * simulated cycles (cycles: the command's, 0 for one that runs no kernel). */
typedef struct timing { cl_ulong start, end; } timing;
timing ocl_time_begin(void);
void ocl_time_end(timing *t, int rtl, uint64_t cycles);
int ocl_rtl_backend(void);
cl_ulong ocl_time_now(void);
/* A command that only waits: markers, barriers, some maps. */
cl_int ocl_marker(cl_command_queue q, cl_command_type type, cl_uint n, const cl_event *wait, cl_event *ev);

#include "ocl_dispatch.h"   /* the ocl_cl* entry points, declared from CL/cl_icd.h's types */

#endif
