/* The configuration a build was compiled for (gcnrtl.h): what the runtime,
 * the RTL library and the Icarus image compare before a run, so that a
 * library of one configuration is never driven by a runtime sized for
 * another (scratch slices per wave slot, the workgroups it accepts). */
#include <stdio.h>
#include <string.h>

#include "gcn_config.h"
#include "gcnrtl.h"

void gcnrtl_config_this(gcnrtl_config *c)
{
    memset(c, 0, sizeof *c);
    snprintf(c->name, sizeof c->name, "%s", GCN_CFG_NAME);
    c->num_simd = GCN_CFG_NUM_SIMD;
    c->waves_per_simd = GCN_CFG_WAVES_PER_SIMD;
    c->lanes_per_simd = GCN_CFG_LANES_PER_SIMD;
    c->vgprs = GCN_CFG_VGPRS;
    c->lds_bytes = GCN_CFG_LDS_BYTES;
    c->tag_w = GCN_CFG_TAG_W;
    c->has_fp64 = GCN_CFG_HAS_FP64;
    c->has_mfma = GCN_CFG_HAS_MFMA;
}

void gcnrtl_config_text(const gcnrtl_config *c, char *buf, size_t size)
{
    snprintf(buf, size, "'%s' (%u SIMD%s x %u lanes, %u waves per SIMD, %u VGPRs, %u KiB LDS, TAG_W %u, FP64 %s, "
             "MFMA %s)", c->name, c->num_simd, c->num_simd == 1 ? "" : "s", c->lanes_per_simd, c->waves_per_simd,
             c->vgprs, c->lds_bytes / 1024, c->tag_w, c->has_fp64 ? "yes" : "no", c->has_mfma ? "yes" : "no");
}

int gcnrtl_config_same(const gcnrtl_config *a, const gcnrtl_config *b)
{
    return !strncmp(a->name, b->name, sizeof a->name) && a->num_simd == b->num_simd &&
           a->waves_per_simd == b->waves_per_simd && a->lanes_per_simd == b->lanes_per_simd && a->vgprs == b->vgprs &&
           a->lds_bytes == b->lds_bytes && a->tag_w == b->tag_w && a->has_fp64 == b->has_fp64 &&
           a->has_mfma == b->has_mfma;
}

int gcnrtl_config_check(const gcnrtl_config *theirs, const char *their_what, const char *our_what, char *err,
                        size_t errsize)
{
    gcnrtl_config ours;
    gcnrtl_config_this(&ours);
    if (gcnrtl_config_same(&ours, theirs))
        return 0;
    char t[200], o[200];
    gcnrtl_config_text(theirs, t, sizeof t);
    gcnrtl_config_text(&ours, o, sizeof o);
    /* the same name with other values: one side is a stale build of an edited config/<name>.def */
    snprintf(err, errsize, "configuration mismatch: %s was built for configuration %s, %s for %s; a configuration's "
             "testbench, RTL library and gcnsim are built together (make CONFIG=<name> tb-rtl, into "
             "build/config/<name>/, default into build/)%s", their_what, t, our_what, o,
             strcmp(ours.name, theirs->name) ? "" : ": one of them is stale, rebuild it");
    return -1;
}
