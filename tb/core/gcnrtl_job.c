/* A kernel dispatch handed to another process (gcnrtl_job.h): written by
 * the runtime's Icarus backend, read by the Icarus VPI module, and back. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcnrtl_job.h"

#define JOB_MAGIC "gcnrtl-job 1"
#define RESULT_MAGIC "gcnrtl-result 1"
#define MEM_MAGIC "GCNMEM01"
#define MAX_REGIONS (1u << 20)

static int fail(char *err, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
    va_end(ap);
    return -1;
}

static void path_in(char *buf, size_t n, const char *dir, const char *name)
{
    snprintf(buf, n, "%s/%s", dir, name);
}

/* ---- memory images: magic, count, then per region addr, size, bytes ---- */

static int write_image(const char *path, const gcn_regions *mem, char *err, size_t errsize)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return fail(err, errsize, "cannot write %s", path);
    uint32_t count = mem->n;
    int ok = fwrite(MEM_MAGIC, 8, 1, f) == 1 && fwrite(&count, sizeof count, 1, f) == 1;
    for (unsigned i = 0; ok && i < mem->n; i++) {
        const gcn_region *r = &mem->r[i];
        ok = fwrite(&r->addr, 8, 1, f) == 1 && fwrite(&r->size, 8, 1, f) == 1 &&
             (r->size == 0 || fwrite(r->data, r->size, 1, f) == 1);
    }
    if (fclose(f) != 0 || !ok)
        return fail(err, errsize, "cannot write %s (disk full?)", path);
    return 0;
}

/* The bytes of region i of the image (address addr, size bytes): the same
 * region of into, which must hold exactly the image's regions, or a new
 * region of *build (the image's regions come sorted and apart, each within
 * the largest allocation).  NULL with a message. */
static uint8_t *image_region(const char *path, const gcn_regions *into, gcn_regions *build, unsigned i, uint64_t addr,
                             uint64_t size, char *err, size_t errsize)
{
    if (into && addr == into->r[i].addr && size == into->r[i].size)
        return into->r[i].data;
    if (!into && size <= GCN_REGION_MAX_BYTES && addr + size >= addr &&
        (!build->n || addr >= build->r[build->n - 1].addr + build->r[build->n - 1].size)) {
        uint8_t *p = gcn_regions_map(build, addr, size);
        if (!p)
            fail(err, errsize, "out of memory for %" PRIu64 " bytes", size);
        return p;
    }
    fail(err, errsize, "%s: region %u (0x%" PRIx64 ", %" PRIu64 " bytes) is not one of this run's", path, i, addr, size);
    return NULL;
}

/* into != NULL: the image must hold exactly into's regions, read into
 * them; else its regions are mapped into *build (empty, freed by the caller). */
static int read_image(const char *path, const gcn_regions *into, gcn_regions *build, char *err, size_t errsize)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail(err, errsize, "cannot read %s", path);
    char magic[8];
    uint32_t count = 0;
    int rc = -1;
    if (fread(magic, 8, 1, f) != 1 || memcmp(magic, MEM_MAGIC, 8) != 0 || fread(&count, sizeof count, 1, f) != 1) {
        fail(err, errsize, "%s is not a memory image", path);
        goto out;
    }
    if (into ? count != into->n : count > MAX_REGIONS) {
        fail(err, errsize, "%s holds %u regions, not %u", path, count, into ? into->n : MAX_REGIONS);
        goto out;
    }
    for (unsigned i = 0; i < count; i++) {
        uint64_t addr, size;
        if (fread(&addr, 8, 1, f) != 1 || fread(&size, 8, 1, f) != 1) {
            fail(err, errsize, "%s is truncated", path);
            goto out;
        }
        uint8_t *data = image_region(path, into, build, i, addr, size, err, errsize);
        if (!data)
            goto out;
        if (size && fread(data, size, 1, f) != 1) {
            fail(err, errsize, "%s is truncated", path);
            goto out;
        }
    }
    if (fgetc(f) != EOF) {
        fail(err, errsize, "%s has bytes after its last region", path);
        goto out;
    }
    rc = 0;
out:
    fclose(f);
    return rc;
}

/* ---- the runtime's side ---- */

int gcnrtl_job_write(const char *dir, const gcn_dispatch *d, const void *co_bytes, size_t co_size,
                     const gcnrtl_opts *o, const gcn_regions *mem, char *err, size_t errsize)
{
    char path[4200];
    path_in(path, sizeof path, dir, "code.co");
    FILE *f = fopen(path, "wb");
    if (!f)
        return fail(err, errsize, "cannot write %s", path);
    int ok = fwrite(co_bytes, 1, co_size, f) == co_size;
    if (fclose(f) != 0 || !ok)
        return fail(err, errsize, "cannot write %s (disk full?)", path);
    path_in(path, sizeof path, dir, "memory.in");
    if (write_image(path, mem, err, errsize) < 0)
        return -1;
    path_in(path, sizeof path, dir, "job.txt");
    if (!(f = fopen(path, "w")))
        return fail(err, errsize, "cannot write %s", path);
    fprintf(f, JOB_MAGIC "\n");
    fprintf(f, "kernel %s\n", d->kernel->name);
    gcnrtl_config c;   /* the configuration the runtime expects the image to be */
    gcnrtl_config_this(&c);
    fprintf(f, "config %s %u %u %u %u %u %u %u %u\n", c.name, c.num_simd, c.waves_per_simd, c.lanes_per_simd, c.vgprs,
            c.lds_bytes, c.tag_w, c.has_fp64, c.has_mfma);
    fprintf(f, "load_base 0x%" PRIx64 "\n", d->load_base);
    fprintf(f, "dims %u\n", d->dims);
    fprintf(f, "grid %u %u %u\n", d->grid[0], d->grid[1], d->grid[2]);
    fprintf(f, "wg %u %u %u\n", d->wg[0], d->wg[1], d->wg[2]);
    fprintf(f, "kernarg 0x%" PRIx64 "\n", d->kernarg_addr);
    fprintf(f, "packet 0x%" PRIx64 "\n", d->packet_addr);
    fprintf(f, "queue 0x%" PRIx64 "\n", d->queue_addr);
    fprintf(f, "dispatch_id %" PRIu64 "\n", d->dispatch_id);
    fprintf(f, "scratch 0x%" PRIx64 " %" PRIu64 "\n", d->scratch_addr, d->scratch_bytes);
    fprintf(f, "private_bytes %u\n", d->private_bytes);
    fprintf(f, "dynamic_lds %u\n", d->dynamic_lds);
    fprintf(f, "apertures 0x%" PRIx64 " 0x%" PRIx64 "\n", d->shared_aperture, d->private_aperture);
    fprintf(f, "max_instructions %" PRIu64 "\n", d->max_instructions);
    fprintf(f, "check %d\n", o->check ? 1 : 0);
    fprintf(f, "fault %u %u\n", o->fault_kind, o->fault_n);
    for (unsigned i = 0; i + 1 < o->n_tb_args; i += 2)
        fprintf(f, "option %s %s\n", o->tb_args[i], o->tb_args[i + 1]);
    /* the file names and the rerun command: one line each, to its end */
    const char *const lines[][2] = {{"trace", o->trace_path}, {"coverage", o->coverage_path}, {"wave", o->wave_path},
                                    {"timeline", o->timeline_path}, {"rerun", o->rerun}};
    for (unsigned i = 0; i < sizeof lines / sizeof lines[0]; i++)
        if (lines[i][1] && !strchr(lines[i][1], '\n'))
            fprintf(f, "%s %s\n", lines[i][0], lines[i][1]);
    if (fclose(f) != 0)
        return fail(err, errsize, "cannot write %s (disk full?)", path);
    return 0;
}

/* A file name line (trace, coverage): kept in buf, which *dst then names. */
static int job_path(const char *rest, char *buf, size_t size, const char **dst)
{
    *dst = buf;
    return *rest && snprintf(buf, size, "%s", rest) < (int)size;
}

/* One "key rest" line: rest without its newline; 0 at the end. */
static int next_line(FILE *f, char *line, size_t n, char **rest)
{
    if (!fgets(line, (int)n, f))
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    char *sp = strchr(line, ' ');
    *rest = sp ? sp + 1 : line + strlen(line);
    if (sp)
        *sp = '\0';
    return 1;
}

int gcnrtl_job_read_result(const char *dir, const gcn_regions *mem, gcn_run_result *res, gcnrtl_stats *st,
                           char *err, size_t errsize)
{
    char path[4200], line[1024], *rest;
    path_in(path, sizeof path, dir, "result.txt");
    FILE *f = fopen(path, "r");
    if (!f) {
        path_in(path, sizeof path, dir, "error.txt");
        if ((f = fopen(path, "r"))) {
            int got = next_line(f, line, sizeof line, &rest);
            fclose(f);
            if (got) {
                if (*rest)
                    rest[-1] = ' ';   /* the whole line: next_line cut it at the first space */
                return fail(err, errsize, "%s", line);
            }
        }
        return fail(err, errsize, "the simulator wrote no result (is build/icarus/tb.vvp out of date?)");
    }
    memset(res, 0, sizeof *res);
    memset(st, 0, sizeof *st);
    int ok = next_line(f, line, sizeof line, &rest) && !strcmp(line, "gcnrtl-result") && !strcmp(rest, "1");
    unsigned have = 0;
    while (ok && next_line(f, line, sizeof line, &rest)) {
        unsigned long long v = 0;
        int num = sscanf(rest, "%llu", &v) == 1;
        if (!strcmp(line, "msg"))
            snprintf(res->msg, sizeof res->msg, "%s", rest), have |= 1;
        else if (!strcmp(line, "status") && num && v <= GCN_RUN_SETUP)
            res->status = (gcn_run_status)v, have |= 2;
        else if (!strcmp(line, "instructions") && num)
            res->instructions = v;
        else if (!strcmp(line, "waves") && num)
            res->waves = v;
        else if (!strcmp(line, "workgroups") && num)
            res->workgroups = v;
        else if (!strcmp(line, "cycles") && num)
            st->cycles = v, have |= 4;
        else if (!strcmp(line, "retired") && num)
            st->retired = v;
        else if (!strcmp(line, "checked") && num)
            st->checked = v;
        else if (!strcmp(line, "passed") && num)
            st->passed = v != 0;
        else if (!strcmp(line, "seconds"))
            ok = sscanf(rest, "%lf", &st->seconds) == 1;
        else if (!strcmp(line, "perf")) {
            unsigned id;
            ok = sscanf(rest, "%u %llu", &id, &v) == 2 && id < GCN_PERF_MAX;
            if (ok) {
                st->perf[id] = v;
                st->nperf = id >= st->nperf ? id + 1 : st->nperf;
            }
        } else
            ok = 0;
    }
    fclose(f);
    if (!ok || have != 7)
        return fail(err, errsize, "%s is malformed", path);
    path_in(path, sizeof path, dir, "memory.out");
    return read_image(path, mem, NULL, err, errsize);
}

/* ---- the simulator's side ---- */

/* The config line: the configuration of the runtime that wrote the job.
 * 1 when it parses. */
static int job_config(const char *rest, gcnrtl_config *c)
{
    memset(c, 0, sizeof *c);
    return sscanf(rest, "%31s %u %u %u %u %u %u %u %u", c->name, &c->num_simd, &c->waves_per_simd,
                  &c->lanes_per_simd, &c->vgprs, &c->lds_bytes, &c->tag_w, &c->has_fp64, &c->has_mfma) == 9;
}

static int parse_job(gcnrtl_job *j, FILE *f, char *kernel, size_t kn, char *err, size_t errsize)
{
    gcn_dispatch *d = &j->d;
    char line[4200], *rest;
    if (!next_line(f, line, sizeof line, &rest) || strcmp(line, "gcnrtl-job") || strcmp(rest, "1"))
        return fail(err, errsize, "job.txt is not a gcnrtl job (version 1)");
    unsigned have = 0;
    while (next_line(f, line, sizeof line, &rest)) {
        int ok;
        unsigned a = 0, b = 0;
        if (!strcmp(line, "kernel"))
            ok = snprintf(kernel, kn, "%s", rest) < (int)kn, have |= 1;
        else if (!strcmp(line, "config")) {
            /* the image must be of the runtime's configuration (scratch, workgroups sized for it) */
            gcnrtl_config c;
            if ((ok = job_config(rest, &c)) &&
                gcnrtl_config_check(&c, "the runtime (gcnsim) that wrote this job", "this Icarus image", err,
                                    errsize) < 0)
                return -1;
            have |= 16;
        }
        else if (!strcmp(line, "load_base"))
            ok = sscanf(rest, "%" SCNx64, &d->load_base) == 1, have |= 2;
        else if (!strcmp(line, "dims"))
            ok = sscanf(rest, "%u", &d->dims) == 1;
        else if (!strcmp(line, "grid"))
            ok = sscanf(rest, "%" SCNu32 " %" SCNu32 " %" SCNu32, &d->grid[0], &d->grid[1], &d->grid[2]) == 3,
            have |= 4;
        else if (!strcmp(line, "wg"))
            ok = sscanf(rest, "%" SCNu32 " %" SCNu32 " %" SCNu32, &d->wg[0], &d->wg[1], &d->wg[2]) == 3;
        else if (!strcmp(line, "kernarg"))
            ok = sscanf(rest, "%" SCNx64, &d->kernarg_addr) == 1;
        else if (!strcmp(line, "packet"))
            ok = sscanf(rest, "%" SCNx64, &d->packet_addr) == 1, have |= 8;
        else if (!strcmp(line, "queue"))
            ok = sscanf(rest, "%" SCNx64, &d->queue_addr) == 1;
        else if (!strcmp(line, "dispatch_id"))
            ok = sscanf(rest, "%" SCNu64, &d->dispatch_id) == 1;
        else if (!strcmp(line, "scratch"))
            ok = sscanf(rest, "%" SCNx64 " %" SCNu64, &d->scratch_addr, &d->scratch_bytes) == 2;
        else if (!strcmp(line, "private_bytes"))
            ok = sscanf(rest, "%" SCNu32, &d->private_bytes) == 1;
        else if (!strcmp(line, "dynamic_lds"))
            ok = sscanf(rest, "%" SCNu32, &d->dynamic_lds) == 1;
        else if (!strcmp(line, "apertures"))
            ok = sscanf(rest, "%" SCNx64 " %" SCNx64, &d->shared_aperture, &d->private_aperture) == 2;
        else if (!strcmp(line, "max_instructions"))
            ok = sscanf(rest, "%" SCNu64, &d->max_instructions) == 1;
        else if (!strcmp(line, "check"))
            ok = sscanf(rest, "%u", &a) == 1 && a <= 1, j->o.check = (int)a;
        else if (!strcmp(line, "fault"))
            ok = sscanf(rest, "%u %u", &a, &b) == 2, j->o.fault_kind = a, j->o.fault_n = b;
        else if (!strcmp(line, "option")) {
            /* "--key value": kept as the pair tb_config_option takes */
            char *sp = strchr(rest, ' ');
            unsigned i = j->o.n_tb_args;
            ok = sp && i + 2 <= GCNRTL_JOB_MAX_ARGS && (size_t)(sp - rest) < sizeof j->argbuf[0] &&
                 strlen(sp + 1) < sizeof j->argbuf[0];
            if (ok) {
                *sp = '\0';
                snprintf(j->argbuf[i], sizeof j->argbuf[i], "%s", rest);
                snprintf(j->argbuf[i + 1], sizeof j->argbuf[i + 1], "%s", sp + 1);
                j->args[i] = j->argbuf[i];
                j->args[i + 1] = j->argbuf[i + 1];
                j->o.n_tb_args = i + 2;
            }
        } else if (!strcmp(line, "trace")) {
            ok = job_path(rest, j->trace, sizeof j->trace, &j->o.trace_path);
        } else if (!strcmp(line, "coverage")) {
            ok = job_path(rest, j->coverage, sizeof j->coverage, &j->o.coverage_path);
        } else if (!strcmp(line, "wave")) {
            ok = job_path(rest, j->wave, sizeof j->wave, &j->o.wave_path);
        } else if (!strcmp(line, "timeline")) {
            ok = job_path(rest, j->timeline, sizeof j->timeline, &j->o.timeline_path);
        } else if (!strcmp(line, "rerun")) {
            ok = job_path(rest, j->rerun, sizeof j->rerun, &j->o.rerun);
        } else
            return fail(err, errsize, "job.txt: unknown line '%s'", line);
        if (!ok)
            return fail(err, errsize, "job.txt: bad line '%s %s'", line, rest);
    }
    if (have != 31)
        return fail(err, errsize, "job.txt lacks the kernel, config, load_base, grid or packet line");
    return 0;
}

int gcnrtl_job_load(gcnrtl_job *j, const char *dir, char *err, size_t errsize)
{
    memset(j, 0, sizeof *j);
    j->o.tb_args = j->args;
    if (snprintf(j->dir, sizeof j->dir, "%s", dir) >= (int)sizeof j->dir)
        return fail(err, errsize, "job directory name too long");
    char path[4200], kernel[128];
    path_in(path, sizeof path, dir, "job.txt");
    FILE *f = fopen(path, "r");
    if (!f)
        return fail(err, errsize, "cannot read %s", path);
    int rc = parse_job(j, f, kernel, sizeof kernel, err, errsize);
    fclose(f);
    path_in(path, sizeof path, dir, "memory.in");
    if (rc < 0 || read_image(path, NULL, &j->mem, err, errsize) < 0)
        goto bad;
    path_in(path, sizeof path, dir, "code.co");
    if (gcn_co_load(&j->co, path, err, errsize) < 0) {
        char why[256];
        snprintf(why, sizeof why, "%s", err);
        fail(err, errsize, "%.200s: %s", path, why);
        goto bad;
    }
    j->co_loaded = 1;
    const gcn_kernel *k = gcn_co_find_kernel(&j->co, kernel);
    if (!k) {
        fail(err, errsize, "no kernel '%s' in %s", kernel, path);
        goto bad;
    }
    /* the runtime mapped the code object at load_base: decode .text from there */
    uint64_t text = j->d.load_base + j->co.text_vaddr;
    const uint8_t *words = gcn_regions_ptr(&j->mem, text, j->co.text_size);
    if (!words || text % 4) {
        fail(err, errsize, "the code object's .text (0x%" PRIx64 ", %" PRIu64 " bytes) is not in the memory image",
             text, j->co.text_size);
        goto bad;
    }
    if (gcn_code_init(&j->code, text, (const uint32_t *)(const void *)words, j->co.text_size / 4) < 0) {
        fail(err, errsize, "out of memory");
        goto bad;
    }
    j->code_ok = 1;
    j->d.kernel = k;
    j->d.code = &j->code;
    j->d.mem = gcn_regions_memory(&j->mem);
    return 0;
bad:
    gcnrtl_job_free(j);
    return -1;
}

int gcnrtl_job_finish(const gcnrtl_job *j, const gcn_run_result *res, const gcnrtl_stats *st, char *err,
                      size_t errsize)
{
    char path[4200], tmp[4200];
    path_in(path, sizeof path, j->dir, "memory.out");
    if (write_image(path, &j->mem, err, errsize) < 0)
        return -1;
    /* written under another name and renamed: a result.txt is always whole */
    path_in(tmp, sizeof tmp, j->dir, "result.tmp");
    path_in(path, sizeof path, j->dir, "result.txt");
    FILE *f = fopen(tmp, "w");
    if (!f)
        return fail(err, errsize, "cannot write %s", tmp);
    char msg[sizeof res->msg];
    snprintf(msg, sizeof msg, "%s", res->msg);
    msg[strcspn(msg, "\r\n")] = '\0';
    fprintf(f, RESULT_MAGIC "\nstatus %d\ninstructions %" PRIu64 "\nwaves %" PRIu64 "\nworkgroups %" PRIu64 "\n",
            (int)res->status, res->instructions, res->waves, res->workgroups);
    fprintf(f, "cycles %" PRIu64 "\nretired %" PRIu64 "\nchecked %" PRIu64 "\npassed %d\nseconds %.6f\nmsg %s\n",
            st->cycles, st->retired, st->checked, st->passed ? 1 : 0, st->seconds, msg);
    for (unsigned i = 0; i < st->nperf; i++)
        fprintf(f, "perf %u %" PRIu64 "\n", i, st->perf[i]);
    if (fclose(f) != 0 || rename(tmp, path) != 0)
        return fail(err, errsize, "cannot write %s", path);
    return 0;
}

void gcnrtl_job_error(const char *dir, const char *msg)
{
    char path[4200];
    path_in(path, sizeof path, dir, "error.txt");
    FILE *f = fopen(path, "w");
    if (f) {
        fprintf(f, "%s\n", msg);
        fclose(f);
    }
}

void gcnrtl_job_free(gcnrtl_job *j)
{
    if (j->code_ok)
        gcn_code_free(&j->code);
    if (j->co_loaded)
        gcn_co_free(&j->co);
    gcn_regions_free(&j->mem);
    j->code_ok = j->co_loaded = 0;
}
