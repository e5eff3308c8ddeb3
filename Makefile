# Open CDNA2 compute unit: top-level build.  `make test` and `make run` are
# the two commands a fresh machine needs; both install what they use first.
SHELL := /bin/bash
BUILD ?= build
CC ?= cc
CFLAGS ?= -O2 -g
WARN := -std=c11 -Wall -Wextra -Werror=implicit-function-declaration -D_POSIX_C_SOURCE=200809L
SAN ?= -fsanitize=address,undefined -fno-omit-frame-pointer
PY ?= python3

CMODEL_SRC := $(wildcard cmodel/src/*.c) cmodel/gen/isa_table.c cmodel/gen/sem_table.c
CMODEL_HDR := $(wildcard cmodel/include/gcn/*.h cmodel/src/*.h)
INC := -Icmodel/include

.PHONY: all deps test run check-isa gen inventory coverage fuzz-decoder clean help

all: $(BUILD)/gcndis $(BUILD)/gcnsim

help:
	@echo "make deps          install the Debian packages the project uses (idempotent)"
	@echo "make               build the tools (build/gcndis)"
	@echo "make test          every test layer that exists, ending 'N passed, M failed'"
	@echo "make test-full     make test with the longer forms of its checks: every directed test on the RTL"
	@echo "                   also as 40 copies of the wave, random programs of seeds 1-20"
	@echo "make run           the built-in kernels on the RTL in lockstep with the model (Verilator)"
	@echo "make run-model     every built-in kernel at every level on the golden model"
	@echo "make gen           regenerate cmodel/gen/ and rtl/gen/ (isa table, config) and gcn_cu.core (FuseSoC)"
	@echo "make lint          every RTL file through Verilator -Wall, Icarus and Yosys (CONFIG=default|small|lite:"
	@echo "                   against config/CONFIG.def's headers, generated into build/config/CONFIG/)"
	@echo "make lint-configs  make lint for every named configuration config/*.def"
	@echo "make filelists     build/filelists/<config>.f: each configuration's RTL as a Verilator/Icarus"
	@echo "                   command file (-f / -c), from scripts/rtl_sources.py, the one source list"
	@echo "make synth         Yosys synthesis of gcn_cu module by module, cell counts (SYNTH=generic|xilinx|ecp5,"
	@echo "                   CONFIG=<name>, UNIT=<module>: that module of the CU and what it holds; docs/fpga.md)"
	@echo "make fpga          synth_ecp5, nextpnr-ecp5 (LFE5U-85F, CABGA381) and ecppack of FPGA_TOP (default"
	@echo "                   gcn_sgpr_file, out of context without FPGA_LPF) in configuration small (CONFIG=...);"
	@echo "                   FPGA_FREQ=50 MHz target; FPGA_FLAGS=--free-pins: ports on any pins, with a bitstream;"
	@echo "                   build/fpga/CONFIG/TOP/: report.json, summary.txt, TOP.bit (scripts/fpga.py)"
	@echo "make inventory     re-derive cmodel/isa/inventory.tsv from LLVM 16"
	@echo "make coverage      regenerate docs/isa-coverage.md"
	@echo "make fuzz-decoder N=1000000 SEED=1   larger random differential run, then the operand sweep"
	@echo "make fuzz FUZZ_TIME=120   libFuzzer, FUZZ_TIME seconds on each target: code-object loader,"
	@echo "                  metadata notes (MessagePack), decoder + disassembler (FUZZ_TARGETS=loader ...);"
	@echo "                  exit 1 on a finding, with the reproducer; make fuzz-loader: the loader alone"
	@echo "make bench-model   the model's speed on a few kernels (docs/performance.md)"
	@echo "make bench-uarch   the CU's throughput and latencies against MI200 peaks, on the RTL alone;"
	@echo "                   the IPC of the -O2 built-in kernels (docs/performance.md; BENCH_UARCH_ARGS)"
	@echo "make tb-rtl        build the RTL testbenches: build/gcnrtl-verilator, build/gcnrtl-icarus, the RTL library"
	@echo "                   and gcnsim; CONFIG=small|lite: that configuration's, into build/config/CONFIG/"
	@echo "make CONFIG=small run   the built-in kernels on configuration small's RTL (kernels that do not"
	@echo "                   fit its CU are refused and listed: NOFIT); likewise run-icarus, regress, test-rtl-alone"
	@echo "make TRACE=1 tb-rtl   the same, Verilator with waveform code (TRACE=1 at run time dumps FST)"
	@echo "make tb-rtl-trace  the RTL library with waveform code (build/libgcnrtl-verilator-trace.so), which"
	@echo "                   gcnsim run --wave F.fst uses on verilator and lockstep; the default build stays as it is"
	@echo "make bench-rtl     RTL simulation speed, checker on and off; Verilator build time and memory"
	@echo "make test-rtl-kernels   every non-MFMA kernel at -O0 and -O2 on the RTL in lockstep (longer)"
	@echo "make test-rtl-directed  every directed test on the RTL in lockstep, 3 memory seeds, seed 3 as 40"
	@echo "                   copies of the wave on every test (make test: on scripts/rtl_waves_make_test.txt)"
	@echo "make test-rtl-alone every non-MFMA kernel at -O2 on the RTL alone (--backend verilator)"
	@echo "make test-pocl     every kernel PoCL can run, at every level, on the model against PoCL"
	@echo "make test-units    VALU integer/DPP/SDWA, SIMF and matrix-core datapaths against the model, unit by unit"
	@echo "make test-mfma-unit  the matrix core (rtl/mfma) on every MFMA encoding against the model"
	@echo "make regress N=100 SEED=1   N random programs on the RTL in lockstep (REGRESS_BACKEND=icarus:"
	@echo "                   Icarus); failures minimized into build/regress/min_SEED.s; REGRESS_FLAGS: more"
	@echo "                   regress.py options (--coverage DIR: each program's functional coverage)"
	@echo "make coverage-rtl  coverage closure report (build/coverage/report.md): the built-in -O2 kernels in"
	@echo "                   lockstep on the Verilator coverage build; COV_DRIVER=regress N=.. SEED=..: random"
	@echo "                   programs instead; COV_DRIVER=none COV_DIR=D: a report on D's runs"
	@echo "make install       libgcnocl.so, the RTL library, gcnsim, gcndis, gcncc under PREFIX (/usr/local),"
	@echo "                   the ICD in /etc/OpenCL/vendors/gcn.icd (DESTDIR honoured); make uninstall"
	@echo "make board-sim     a kernel on the simulated FPGA board through its UART host link (fpga/board)"
	@echo "make board-lint    the board RTL (fpga/board/rtl) through Verilator -Wall, Icarus and Yosys"
	@echo "make COVERAGE=1 tb-rtl   the Verilator build with line/toggle/user coverage (build/*-verilator-cov*)"

deps:
	@scripts/deps.sh

# generated RTL files (rules below, with lint and synth)
# The RTL sources come from scripts/rtl_sources.py, the one list (every rtl/**/*.v minus what a
# configuration leaves out), read in one call (make_vars there): RTL_SRC_<name> per configuration,
# RTL_SRC_HAND the hand-written ones (rtl/gen/ left out), RTL_VH the include files, the board's
# (BOARD_FILES, BOARD_CORE_SRC, BOARD_MEM_SRC: fpga/board/board.mk); RTL_INC the include folders
# after the configuration's own
comma := ,
$(foreach v,$(shell $(PY) scripts/rtl_sources.py --format mk),\
  $(eval $(word 1,$(subst =, ,$(v))) := $(subst $(comma), ,$(word 2,$(subst =, ,$(v))))))
$(if $(RTL_SRC_default),,$(error scripts/rtl_sources.py gave no RTL sources))
RTL_INC := $(addprefix -I,$(RTL_INC_DIRS))
RTL_GEN := rtl/gcn_config.vh cmodel/gen/gcn_config.h rtl/gen/gcn_isa.vh rtl/gen/gcn_decode_rom.v \
           rtl/gen/gcn_lsu_rom.v rtl/gen/gcn_ds_rom.v rtl/gen/gcn_perf_rom.v rtl/gen/gcn_mfma_rom.v \
           rtl/gen/implemented.txt rtl/gen/gcn_two_over_pi.vh

gen: cmodel/gen/isa_table.c cmodel/gen/sem_table.c $(RTL_GEN) gcn_cu.core

# the FuseSoC core of the CU (scripts/rtl_sources.py, from the one source list; checked in):
# written every time, replaced only when it changes (the list is whatever rtl/ holds)
gcn_cu.core: scripts/rtl_sources.py FORCE
	@$(PY) scripts/rtl_sources.py --format core > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || { mv $@.tmp $@; echo "wrote $@"; }

cmodel/gen/isa_table.c: cmodel/isa/gfx90a.isa scripts/isagen.py
	$(PY) scripts/isagen.py c $@

# The semantics dispatch table: which rows have a SEM() in cmodel/src/sem_*.c.
cmodel/gen/sem_table.c: cmodel/isa/gfx90a.isa scripts/isagen.py $(wildcard cmodel/src/sem_*.c)
	$(PY) scripts/isagen.py sem $@

# RTL: named configurations config/<name>.def, each one source for RTL and C;
# config/default.def writes the checked-in headers, the others (and default
# too, for make lint) go to $(BUILD)/config/<name>/.  Decode tables come from
# the instruction table.  Which rows the RTL executes is read from the OP_*
# names rtl/ uses, so the ROM depends on the RTL sources.
CONFIG ?= default
CONFIGS := $(patsubst config/%.def,%,$(wildcard config/*.def))
ifeq ($(filter $(CONFIG),$(CONFIGS)),)
$(error CONFIG=$(CONFIG): there is no config/$(CONFIG).def (configurations: $(CONFIGS)))
endif
# the kernels that must pass on a configuration's RTL (make run and the like)
rtl_expect = scripts/kernel_expected_pass_rtl$(if $(filter default,$(1)),,_$(1)).txt
RTL_EXPECT := $(call rtl_expect,$(CONFIG))

rtl/gcn_config.vh: config/default.def scripts/gen_config.py
	$(PY) scripts/gen_config.py vh $@

cmodel/gen/gcn_config.h: config/default.def scripts/gen_config.py
	$(PY) scripts/gen_config.py h $@

$(BUILD)/config/%/gcn_config.vh: config/%.def scripts/gen_config.py
	@mkdir -p $(@D)
	$(PY) scripts/gen_config.py --def $< vh $@

$(BUILD)/config/%/gcn_config.h: config/%.def scripts/gen_config.py
	@mkdir -p $(@D)
	$(PY) scripts/gen_config.py --def $< h $@

# (with the profiler counters' read indices, from cmodel/include/gcn/perf.h)
rtl/gen/gcn_isa.vh: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py cmodel/include/gcn/perf.h
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py vh $@

rtl/gen/gcn_decode_rom.v: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py $(RTL_SRC_HAND)
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py rom $@

# the LSU's and DS's op tables (the dm op numbering is checked against tb/core/tb_core.h)
rtl/gen/gcn_lsu_rom.v: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py tb/core/tb_core.h
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py lsurom $@

rtl/gen/gcn_ds_rom.v: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py tb/core/tb_core.h
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py dsrom $@

# the profiler's instruction categories (isagen.py perf_of), as cmodel's table has them
rtl/gen/gcn_perf_rom.v: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py cmodel/include/gcn/perf.h
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py perfrom $@

# the bits of 2/pi for v_trig_preop_f64 in gcn_simf_f64, from the model's table
rtl/gen/gcn_two_over_pi.vh: cmodel/src/sem_valu_float.c scripts/gen_rtl_decode.py
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py trigrom $@

# the matrix core's command of each MFMA row (its element kinds from rtl/mfma/gcn_mfma_kinds.vh)
rtl/gen/gcn_mfma_rom.v: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py rtl/mfma/gcn_mfma_kinds.vh
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py mfmarom $@

# what the RTL executes, for the coverage page's RTL column (scripts/coverage.py)
rtl/gen/implemented.txt: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py $(RTL_SRC_HAND) tb/core/tb_core.c
	@mkdir -p rtl/gen
	$(PY) scripts/gen_rtl_decode.py implemented $@

# make filelists: build/filelists/<name>.f per configuration, the RTL as a command file for
# `verilator -f` and `iverilog -c` (+incdir+ lines, then the sources, absolute paths; no define:
# -DGCN_SIM turns the simulation-only fault points on, as the testbenches build it)
.PHONY: filelists FORCE
FORCE:
FILELISTS := $(foreach c,$(CONFIGS),$(BUILD)/filelists/$(c).f)
filelists: $(FILELISTS)
# (written every time, replaced only when it changes: the list is whatever rtl/ holds)
$(BUILD)/filelists/%.f: config/%.def scripts/rtl_sources.py $(BUILD)/config/%/gcn_config.vh $(RTL_GEN) FORCE
	@mkdir -p $(@D)
	@$(PY) scripts/rtl_sources.py --config $* --format f --abs \
	    $(if $(filter default,$*),,--cfgdir $(BUILD)/config/$*) > $@.tmp
	@cmp -s $@.tmp $@ && rm $@.tmp || { mv $@.tmp $@; echo "filelist $@"; }

# make lint CONFIG=<name>: the RTL against that configuration's headers;
# make lint-configs: every config/*.def in turn
.PHONY: lint lint-configs synth
lint: $(RTL_GEN) $(BUILD)/config/$(CONFIG)/gcn_config.vh $(BUILD)/config/$(CONFIG)/gcn_config.h
	@scripts/lint_rtl.sh $(BUILD)/lint/$(CONFIG) $(BUILD)/config/$(CONFIG)

# LINT_EVERY_MODULE_IN: the configurations whose modules are linted on their own too (default: all);
# the others get their top elaborated by the three tools (LINT_SCOPE=top in scripts/lint_rtl.sh)
LINT_EVERY_MODULE_IN ?= $(CONFIGS)
# The configurations are linted side by side (each lint_rtl.sh runs its checks on every core; a top's
# Yosys elaboration, one process of about 2 CPU minutes, would otherwise leave the other core idle),
# each one's lines printed together, in the order of CONFIGS.
lint-configs: $(RTL_GEN) $(foreach c,$(CONFIGS),$(BUILD)/config/$(c)/gcn_config.vh $(BUILD)/config/$(c)/gcn_config.h)
	@mkdir -p $(BUILD)/lint; for c in $(CONFIGS); do \
	  case " $(LINT_EVERY_MODULE_IN) " in *" $$c "*) scope=all;; *) scope=top;; esac; \
	  { LINT_SCOPE=$$scope scripts/lint_rtl.sh $(BUILD)/lint/$$c $(BUILD)/config/$$c >$(BUILD)/lint/$$c.out 2>&1; \
	    echo $$? >$(BUILD)/lint/$$c.rc; } & done; wait; \
	fails=0; for c in $(CONFIGS); do echo "== lint CONFIG=$$c"; cat $(BUILD)/lint/$$c.out; \
	  [ "$$(cat $(BUILD)/lint/$$c.rc)" = 0 ] || fails=$$((fails + 1)); done; \
	  echo "lint-configs: $(words $(CONFIGS)) configurations, $$fails failed"; [ $$fails -eq 0 ]

# make synth CONFIG=<name> SYNTH=generic|xilinx|ecp5 [UNIT=<module>]: the
# report goes to $(SYNTH_DIR)/synth_$(SYNTH)[_UNIT].txt, default's to
# build/synth/ as before, another configuration's to build/config/<name>/synth/
SYNTH ?= generic
UNIT ?=
SYNTH_DIR := $(if $(filter default,$(CONFIG)),$(BUILD)/synth,$(BUILD)/config/$(CONFIG)/synth)
synth: $(RTL_GEN) $(BUILD)/config/$(CONFIG)/gcn_config.vh
	@scripts/synth.sh $(SYNTH) $(SYNTH_DIR) --config $(CONFIG) $(if $(UNIT),--unit $(UNIT))

# make fpga [FPGA_TOP=<module>] [CONFIG=<name>] [FPGA_FREQ=MHz] [FPGA_LPF=<file>]:
# one flattened synth_ecp5 of the top, nextpnr-ecp5 for the ULX3S's LFE5U-85F
# (CABGA381, JSON report kept), ecppack; scripts/fpga.py, docs/fpga.md.  The
# configuration is small unless CONFIG is given; without an LPF the run is out
# of context (a unit alone: its Fmax, no pins).  Outputs in
# build/fpga/<config>/<top>/.
FPGA_TOP ?= gcn_sgpr_file
FPGA_FREQ ?= 50
FPGA_LPF ?=
FPGA_FLAGS ?=
FPGA_CONFIG := $(if $(filter command line environment,$(origin CONFIG)),$(CONFIG),small)
.PHONY: fpga
fpga: deps $(RTL_GEN) $(BUILD)/config/$(FPGA_CONFIG)/gcn_config.vh
	@$(PY) scripts/fpga.py --top $(FPGA_TOP) --config $(FPGA_CONFIG) --freq $(FPGA_FREQ) \
	  --build $(BUILD)/fpga/$(FPGA_CONFIG)/$(FPGA_TOP) $(if $(FPGA_LPF),--lpf $(FPGA_LPF)) $(FPGA_FLAGS)

inventory:
	$(PY) scripts/isa_inventory.py -o cmodel/isa/inventory.tsv

check-isa:
	$(PY) scripts/isagen.py check

# The model library, once per flavour: plain and sanitized.
CMODEL_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(CMODEL_SRC))
CMODEL_SAN_OBJ := $(patsubst %.c,$(BUILD)/san/obj/%.o,$(CMODEL_SRC))

$(BUILD)/obj/%.o: %.c $(CMODEL_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(INC) -c $< -o $@

$(BUILD)/san/obj/%.o: %.c $(CMODEL_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -c $< -o $@

$(BUILD)/libgcn.a: $(CMODEL_OBJ)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/san/libgcn.a: $(CMODEL_SAN_OBJ)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/gcndis: cmodel/tools/gcndis.c $(BUILD)/libgcn.a
	$(CC) $(WARN) $(CFLAGS) $(INC) -o $@ $^ -lm

$(BUILD)/san/gcndis: cmodel/tools/gcndis.c $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -o $@ $^ -lm

# Host runtime and gcnsim (sw/): the runtime's one backend interface sits on
# the model library; gcnsim holds no semantics.
# gcnrtl_job.c: the Icarus backend's job files, shared with the VPI module; gcnrtl_cfg.c: the
# configuration it was built for, which the RTL library and the Icarus image must share
RUNTIME_SRC := $(wildcard sw/runtime/*.c) tb/core/gcnrtl_job.c tb/core/gcnrtl_cfg.c tb/core/tb_init.c
RUNTIME_HDR := $(wildcard sw/runtime/*.h sw/runtime/include/*.h) tb/core/gcnrtl_job.h tb/core/gcnrtl.h tb/core/tb_init.h
RT_INC := $(INC) -Icmodel/gen -Itb/core -Isw/runtime/include

# $(BUILD)/gcnsim, and a configuration's <build>/gcnsim: tb/tb.mk (gcnsim_for)
$(BUILD)/san/gcnsim: sw/tools/gcnsim.c $(RUNTIME_SRC) $(RUNTIME_HDR) $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(RT_INC) -o $@ sw/tools/gcnsim.c $(RUNTIME_SRC) $(BUILD)/san/libgcn.a -lm -ldl

# The runtime's C API as a host program uses it (two launches, errors).
$(BUILD)/san/test_runtime: tests/runtime/test_runtime.c $(RUNTIME_SRC) $(RUNTIME_HDR) $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(RT_INC) -o $@ $< $(RUNTIME_SRC) $(BUILD)/san/libgcn.a -lm -ldl

# The loader's MessagePack reader on directed good and malformed input.
$(BUILD)/san/test_msgpack: tests/loader/test_msgpack.c cmodel/src/msgpack.h $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -Icmodel/src -o $@ $< $(BUILD)/san/libgcn.a -lm

# Directed ISA tests run on this harness (tests/harness/isatest.c).
$(BUILD)/san/isatest: tests/harness/isatest.c tb/core/tb_spec.c tb/core/tb_spec.h $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -Itb/core -o $@ $(filter %.c %.a,$^) -lm

# MFMA unit test: its cases are assembled by llvm-mc-16 at build time.
$(BUILD)/mfma/mfma_cases.h: tests/mfma/gen_cases.py
	@mkdir -p $(dir $@)
	$(PY) $< $@

# the matrix core's commands for its testbench alone (tests/mfma_unit), as rtl/gen/gcn_mfma_rom.v has them
$(BUILD)/mfma/gcn_mfma_cmds.h: cmodel/isa/gfx90a.isa scripts/gen_rtl_decode.py scripts/isagen.py rtl/mfma/gcn_mfma_kinds.vh
	@mkdir -p $(dir $@)
	$(PY) scripts/gen_rtl_decode.py mfmah $@

$(BUILD)/san/test_mfma: tests/mfma/test_mfma.c tests/mfma/mfma_case.h $(BUILD)/mfma/mfma_cases.h $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -I$(BUILD)/mfma -o $@ tests/mfma/test_mfma.c $(BUILD)/san/libgcn.a -lm

# Memory retirement records (stores, atomics, LDS writes): tests/mem/memrec.s
# assembled by llvm-mc-16 at build time, checked by tests/mem/test_memrec.c.
$(BUILD)/mem/memrec.bin: tests/mem/memrec.s
	@mkdir -p $(dir $@)
	llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj $< -o $(@:.bin=.o)
	llvm-objcopy-16 -O binary --only-section=.text $(@:.bin=.o) $@

$(BUILD)/san/test_memrec: tests/mem/test_memrec.c $(BUILD)/san/libgcn.a $(BUILD)/mem/memrec.bin
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -o $@ tests/mem/test_memrec.c $(BUILD)/san/libgcn.a -lm

# The fast paths against the general path (gcn_machine.general_only): the
# instructions of tests/model/fastpath.s, assembled by llvm-mc-16 at build
# time, on random states (tests/model/test_fastpath.c).
$(BUILD)/model/fastpath.bin: tests/model/fastpath.s
	@mkdir -p $(dir $@)
	llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj $< -o $(@:.bin=.o)
	llvm-objcopy-16 -O binary --only-section=.text $(@:.bin=.o) $@

$(BUILD)/san/test_fastpath: tests/model/test_fastpath.c $(BUILD)/san/libgcn.a $(BUILD)/model/fastpath.bin
	$(CC) $(WARN) -O1 -g $(SAN) $(INC) -Icmodel/src -o $@ tests/model/test_fastpath.c $(BUILD)/san/libgcn.a -lm

# tests/mfma/test_mfma.c unsanitized at -O2: `bench_mfma --bench` prints the model's cost per MFMA.
$(BUILD)/bench_mfma: tests/mfma/test_mfma.c tests/mfma/mfma_case.h $(BUILD)/mfma/mfma_cases.h $(BUILD)/libgcn.a
	$(CC) $(WARN) $(CFLAGS) $(INC) -I$(BUILD)/mfma -o $@ tests/mfma/test_mfma.c $(BUILD)/libgcn.a -lm

# The model's speed (docs/performance.md): bench/bench_model.c at -O2, no
# sanitizers, on -O2 kernels; prints figures, asserts nothing.
BENCH_KERNELS := vector_add reduce_lds matmul_tiled int_math collatz
.PHONY: bench-model
bench-model: $(BUILD)/bench_model $(foreach k,$(BENCH_KERNELS),$(BUILD)/kernels/$(k).O2.co)
	$(BUILD)/bench_model --kernels $(BUILD)/kernels $(BENCH_ARGS)

$(BUILD)/bench_model: bench/bench_model.c $(RUNTIME_SRC) $(RUNTIME_HDR) $(BUILD)/libgcn.a
	$(CC) $(WARN) -O2 -g $(RT_INC) -o $@ bench/bench_model.c $(RUNTIME_SRC) $(BUILD)/libgcn.a -lm -ldl

# The microbenchmark kernels of make bench-uarch (target below), assembled by llvm-mc-16; make test
# checks what they compute on the model.
BENCH_UARCH_CO := $(BUILD)/bench/bench_uarch.co
$(BUILD)/bench/%.co: bench/uarch/%.s
	@mkdir -p $(dir $@)
	llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj $< -o $(@:.co=.o)
	ld.lld-16 -shared $(@:.co=.o) -o $@

# The RTL testbench: core, unit test, Verilator and Icarus adapters (tb/tb.mk).
include tb/tb.mk
# The board top, its simulation and host tool (fpga/board/board.mk).
include fpga/board/board.mk

coverage: $(BUILD)/gcndis
	$(PY) scripts/decoder_difftest.py --gcndis $(BUILD)/gcndis --show 0 inventory --variants 8 --seed 1 \
	    --report $(BUILD)/decoded.tsv || true
	$(PY) scripts/coverage.py --report $(BUILD)/decoded.tsv -o docs/isa-coverage.md

# Kernels: OpenCL C built by sw/tools/gcncc (clang-16, ld.lld-16), the command a
# user builds kernels with, at several optimization levels.  They use the project's
# prelude (sw/include/gcn_prelude.h), not the device libraries.
KERNELS := $(basename $(notdir $(wildcard sw/kernels/*.cl)))
OPT_LEVELS := 0 1 2 3
KERNEL_OBJS := $(foreach k,$(KERNELS),$(foreach o,$(OPT_LEVELS),$(BUILD)/kernels/$(k).O$(o).co))
V5_LEVELS := 0 2
KERNEL_OBJS += $(foreach k,$(KERNELS),$(foreach o,$(V5_LEVELS),$(BUILD)/kernels/$(k).O$(o).v5.co))
GCNCC := sw/tools/gcncc --lib prelude

define kernel_rule
$(BUILD)/kernels/%.O$(1).co: sw/kernels/%.cl sw/include/gcn_prelude.h sw/tools/gcncc
	@mkdir -p $(BUILD)/kernels
	$(GCNCC) -O$(1) $$< -o $$@
endef
$(foreach o,$(OPT_LEVELS),$(eval $(call kernel_rule,$(o))))

# The same kernels as code object v5 (default is v4) at -O0 and -O2: v5
# passes the launch geometry in hidden arguments.
define kernel_v5_rule
$(BUILD)/kernels/%.O$(1).v5.co: sw/kernels/%.cl sw/include/gcn_prelude.h sw/tools/gcncc
	@mkdir -p $(BUILD)/kernels
	$(GCNCC) -O$(1) --code-object-version 5 $$< -o $$@
endef
$(foreach o,$(V5_LEVELS),$(eval $(call kernel_v5_rule,$(o))))

# Programs linked from several source files, as a multi-file OpenCL program is
# built: sw/kernels/programs/NAME/*.cl, each compiled to its own object and
# linked into build/kernels/NAME.<variant>.co (one metadata note per object),
# at the same variants as the single-file kernels.
PROGRAMS := $(notdir $(wildcard sw/kernels/programs/*))
program_srcs = $(sort $(wildcard sw/kernels/programs/$(1)/*.cl))
# program_rule NAME VARIANT GCNCC_FLAGS
define program_rule
$(BUILD)/kernels/$(1).$(2).co: $(call program_srcs,$(1)) $(wildcard sw/kernels/programs/$(1)/*.h) sw/include/gcn_prelude.h sw/tools/gcncc
	@mkdir -p $(BUILD)/kernels
	$(GCNCC) $(3) $(call program_srcs,$(1)) -o $$@
endef
$(foreach p,$(PROGRAMS),$(foreach o,$(OPT_LEVELS),$(eval $(call program_rule,$(p),O$(o),-O$(o)))))
$(foreach p,$(PROGRAMS),$(foreach o,$(V5_LEVELS),$(eval $(call program_rule,$(p),O$(o).v5,-O$(o) --code-object-version 5))))
KERNEL_OBJS += $(foreach p,$(PROGRAMS),$(foreach o,$(OPT_LEVELS),$(BUILD)/kernels/$(p).O$(o).co))
KERNEL_OBJS += $(foreach p,$(PROGRAMS),$(foreach o,$(V5_LEVELS),$(BUILD)/kernels/$(p).O$(o).v5.co))

# (after every KERNEL_OBJS addition: a rule's prerequisites expand where it is read)
.PHONY: kernels
kernels: $(KERNEL_OBJS)
# what `make run` runs: every kernel and program at -O2
O2_OBJS := $(foreach k,$(KERNELS) $(PROGRAMS),$(BUILD)/kernels/$(k).O2.co)

# the fuzz targets' variables (rules below) come before `test`, whose prerequisites make expands
# as it reads them
FUZZ_ALL := loader metadata decoder
FUZZ_TARGETS ?= $(FUZZ_ALL)
FUZZ_TIME ?= 120
FUZZ_SAN := -fno-omit-frame-pointer -O1 -g
FUZZ_OBJ := $(patsubst %.c,$(BUILD)/fuzz/obj/%.o,$(CMODEL_SRC) tests/fuzz/fuzz_common.c)
FUZZ_BINS := $(foreach t,$(FUZZ_ALL),$(BUILD)/fuzz/fuzz_$(t))
# scripts/run_tests.sh runs its checks TEST_JOBS at a time (default: one per core); several of them
# run make, so what they share (the generated RTL, each configuration's headers, the testbench's PIC
# objects that the Icarus module and every RTL library link) is made first
TEST_SHARED = $(RTL_GEN) $(foreach c,$(CONFIGS),$(BUILD)/config/$(c)/gcn_config.vh $(BUILD)/config/$(c)/gcn_config.h) \
    $(call tb_pic_objs,default)
# What the checks need is made first, one job per core (the model's builds, the kernels' code
# objects, the OpenCL libraries: about 180 CPU seconds, 95 s on 2 cores)
TEST_PREREQS = $(BUILD)/gcndis $(BUILD)/san/gcndis $(BUILD)/gcnsim $(BUILD)/san/gcnsim $(BUILD)/san/test_msgpack \
    $(BUILD)/san/test_runtime $(BUILD)/san/isatest $(BUILD)/san/test_mfma $(BUILD)/san/test_memrec \
    $(BUILD)/san/test_fastpath $(BUILD)/san/test_tb_core $(FUZZ_BINS) kernels $(BENCH_UARCH_CO) ocl $(TEST_SHARED)
.PHONY: test-prereqs
test-prereqs: $(TEST_PREREQS)
test: deps
	@$(MAKE) --no-print-directory -j$(NPROC) test-prereqs
	@scripts/run_tests.sh $(BUILD)

# make test with the longer forms of its checks (TEST_FULL=1 in scripts/run_tests.sh): the directed
# tests on the RTL run 40 copies of the wave (seed 3) on every listed test, not on the
# representatives of scripts/rtl_waves_make_test.txt, and the random programs run seeds 1-20, not
# 1-10 (about 17 more minutes on 2 CPUs)
.PHONY: test-full
test-full:
	@$(MAKE) --no-print-directory TEST_FULL=1 test

# CONFIG=<name>: on that configuration's RTL (its gcnsim and library, tb/tb.mk), against the kernels
# expected to pass there (RTL_EXPECT)
run: deps $(BUILD)/gcndis $(CFG_BUILD)/gcnsim $(CFG_BUILD)/libgcnrtl-verilator.so $(O2_OBJS)
	@scripts/run_kernels.sh $(BUILD) $(CONFIG)

# The CU's rates against the MI200 peaks (docs/performance.md, "The compute unit against MI200"):
# the loop kernels of bench/uarch/ on the RTL alone at two trip counts, and the IPC of the -O2
# built-in kernels as make run runs them; prints figures, fails only on a run that errs.
# BENCH_UARCH_ARGS: more scripts/bench_uarch.py options (--trips A,B --only K,... --no-ipc).
.PHONY: bench-uarch
bench-uarch: deps $(BUILD)/gcnsim $(BUILD)/libgcnrtl-verilator.so $(BENCH_UARCH_CO) $(O2_OBJS)
	$(PY) scripts/bench_uarch.py --gcnsim $(BUILD)/gcnsim --build $(BUILD) --co $(BENCH_UARCH_CO) $(BENCH_UARCH_ARGS)

# the same kernels on the RTL simulated by Icarus (gcnsim --backend icarus), in lockstep
.PHONY: run-icarus
run-icarus: deps $(BUILD)/gcndis $(CFG_BUILD)/gcnsim $(CFG_BUILD)/gcnrtl-icarus $(O2_OBJS)
	@BACKEND=icarus scripts/run_kernels.sh $(BUILD) $(CONFIG)

# unit-level datapath tests against the golden model, each its own small Verilator build (about
# 8 minutes together): the integer VALU, DPP and SDWA; SIMF f32/f16, f64 and transcendentals; the
# atomics' float adder; the matrix core
.PHONY: test-units
test-units: deps
	tests/valu/run.sh $(BUILD)
	BUILD=$(BUILD) tests/simf/test_f32.sh
	BUILD=$(BUILD) tests/simf/test_f64_trans.sh f64
	BUILD=$(BUILD) tests/simf/test_f64_trans.sh trans
	BUILD=$(BUILD) tests/lib/test_fp_add.sh
	BUILD=$(BUILD) tests/lib/test_retire_grant.sh
	BUILD=$(BUILD) tests/mfma_unit/test_mfma_unit.sh

# the matrix core (rtl/mfma/gcn_mfma) alone against the golden model: every MFMA encoding of
# tests/mfma/gen_cases.py on moderate, special and raw-bit operands (about 3 minutes with its build)
.PHONY: test-mfma-unit
test-mfma-unit: deps
	BUILD=$(BUILD) tests/mfma_unit/test_mfma_unit.sh

# the longer RTL regression: every kernel at -O0 and -O2 on the RTL in lockstep (about
# 8 minutes); the -O0 entries of scripts/kernel_expected_pass_rtl.txt are checked here, not in make test
.PHONY: test-rtl-kernels
test-rtl-kernels: deps $(CFG_BUILD)/gcnsim $(CFG_BUILD)/libgcnrtl-verilator.so kernels
	$(PY) scripts/kernel_tests.py --gcnsim $(CFG_BUILD)/gcnsim --build $(BUILD) --backend lockstep --variants O0,O2 \
	    --max-cycles 20000000 --expect $(RTL_EXPECT)

# every kernel at -O2 on the RTL alone (--backend verilator, no checker) against the host
# references (about 3 minutes on 2 CPUs; make test runs the programs and one or two kernels per unit so)
.PHONY: test-rtl-alone
test-rtl-alone: deps $(CFG_BUILD)/gcnsim $(CFG_BUILD)/libgcnrtl-verilator.so $(O2_OBJS)
	$(PY) scripts/kernel_tests.py --gcnsim $(CFG_BUILD)/gcnsim --build $(BUILD) --backend verilator --variants O2 \
	    --expect $(RTL_EXPECT)

# every directed test of scripts/rtl_expected_pass.txt on the RTL in lockstep at 3 memory seeds, seed 3
# as 40 copies of the wave on every one of them (make test: on the tests of scripts/rtl_waves_make_test.txt;
# about 30 CPU minutes; make test-full runs it as make test's line)
.PHONY: test-rtl-directed
test-rtl-directed: deps $(BUILD)/gcnrtl-verilator
	$(PY) scripts/rtl_tests.py --sim verilator --bin $(BUILD)/gcnrtl-verilator --seeds 3

# constrained-random programs (scripts/randprog.py) on the RTL in lockstep, one per CPU; a failure
# is minimized into a kernel file that reproduces it (docs/verification.md, "Random programs")
REGRESS_N ?= 100
REGRESS_BACKEND ?= lockstep
# REGRESS_FLAGS: more scripts/regress.py options, e.g. --coverage DIR --no-minimize
REGRESS_FLAGS ?=
REGRESS_DEPS = $(CFG_BUILD)/gcnsim \
    $(if $(filter icarus,$(REGRESS_BACKEND)),$(CFG_BUILD)/gcnrtl-icarus,$(CFG_BUILD)/libgcnrtl-verilator.so)
.PHONY: regress
regress: deps $(REGRESS_DEPS)
	$(PY) scripts/regress.py --config $(CONFIG) --gcnsim $(CFG_BUILD)/gcnsim --backend $(REGRESS_BACKEND) --out $(BUILD)/regress \
	    --n $(if $(filter command line,$(origin N)),$(N),$(REGRESS_N)) --seed $(SEED) $(REGRESS_FLAGS)

# every kernel PoCL can run, at every level, on the model against PoCL and the Python reference
# (make test's line of it, alone)
.PHONY: test-pocl
test-pocl: deps $(BUILD)/gcnsim kernels
	$(PY) scripts/pocl_tests.py --gcnsim $(BUILD)/gcnsim --build $(BUILD) \
	    --expect scripts/kernel_expected_pass.txt

# the built-in kernels at every level on the golden model (what `make run` did before the RTL backends)
.PHONY: run-model
run-model: deps $(BUILD)/gcndis $(BUILD)/gcnsim kernels
	@MODEL=1 scripts/run_kernels.sh $(BUILD)

# Coverage closure (docs/verification.md, "Coverage"): a driver runs programs in lockstep on the
# coverage build of the RTL library, each run writing its functional (.cov) and Verilator (.dat)
# coverage into COV_DIR; scripts/coverage_report.py merges them into build/coverage/report.md.
# COV_DRIVER names the driver, the command COV_RUN_<driver>: kernels (the built-in -O2 kernels
# without MFMA, as make run), regress (make regress's random programs: N, SEED) or none (report on
# what COV_DIR already holds).
COV_DIR ?= $(BUILD)/coverage/runs
COV_DRIVER ?= kernels
COV_RUN_kernels = rm -f $(COV_DIR)/*.cov $(COV_DIR)/*.dat && $(PY) scripts/kernel_tests.py --gcnsim $(BUILD)/gcnsim --build $(BUILD) \
    --backend lockstep --variants O2 --no-mfma --coverage $(COV_DIR)
COV_RUN_regress = rm -f $(COV_DIR)/*.cov $(COV_DIR)/*.dat && $(PY) scripts/regress.py --gcnsim $(BUILD)/gcnsim \
    --backend lockstep --out $(BUILD)/regress --n $(if $(filter command line,$(origin N)),$(N),$(REGRESS_N)) \
    --seed $(SEED) --coverage $(COV_DIR)
COV_RUN_none = true
.PHONY: coverage-rtl
coverage-rtl: deps $(BUILD)/gcnsim $(BUILD)/libgcnrtl-verilator-cov.so $(O2_OBJS)
	@# a run that fails still counts what it ran: the report, not the verdicts, is the product here
	export GCN_RTL_LIB=$(abspath $(BUILD)/libgcnrtl-verilator-cov.so) && $(COV_RUN_$(COV_DRIVER)) || \
	    echo "coverage-rtl: some runs did not pass (above); their coverage up to the stop is counted"
	$(PY) scripts/coverage_report.py -o $(BUILD)/coverage --html $(COV_DIR)

N ?= 1000000
SEED ?= 1
fuzz-decoder: deps $(BUILD)/gcndis
	$(PY) scripts/decoder_difftest.py --gcndis $(BUILD)/gcndis random --count $(N) --seed $(SEED)
	$(PY) scripts/decoder_sweep.py --gcndis $(BUILD)/gcndis --seed $(SEED)

# libFuzzer targets on the model's readers of untrusted input (tests/fuzz/, scripts/fuzz.sh): the
# code-object loader, the metadata note reader (MessagePack), the decoder and disassembler.  The
# model library is compiled once more for them, with clang-16's fuzzer instrumentation and the
# sanitizers.  `make fuzz` mutates each of FUZZ_TARGETS for FUZZ_TIME seconds from seeds made of the
# built code objects; make test replays the seeds, the kept findings and a fixed number of runs.
.SECONDARY: $(FUZZ_OBJ)
.PHONY: fuzz fuzz-loader

$(BUILD)/fuzz/obj/%.o: %.c $(CMODEL_HDR) tests/fuzz/fuzz_common.h
	@mkdir -p $(dir $@)
	clang-16 $(WARN) $(FUZZ_SAN) -fsanitize=fuzzer-no-link,address,undefined $(INC) -c $< -o $@

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h $(FUZZ_OBJ)
	clang-16 $(WARN) $(FUZZ_SAN) -fsanitize=fuzzer,address,undefined $(INC) -o $@ $< $(FUZZ_OBJ) -lm

fuzz: deps kernels $(foreach t,$(FUZZ_TARGETS),$(BUILD)/fuzz/fuzz_$(t))
	scripts/fuzz.sh $(BUILD) run $(FUZZ_TIME) $(FUZZ_TARGETS)

# the loader alone, as before `make fuzz` had every target
fuzz-loader:
	@$(MAKE) --no-print-directory fuzz FUZZ_TARGETS=loader

clean:
	rm -rf $(BUILD)

# The OpenCL platform (sw/ocl, docs/opencl.md): a vendor ICD for Debian's ocl-icd, the runtime and the
# model library built into one shared object; build/gcn.icd names it (OCL_ICD_VENDORS=build/gcn.icd).
# The san/ variants (ASan, UBSan) are what make test runs its C programs with.
OCL_DEFS := -DCL_TARGET_OPENCL_VERSION=300 -DCL_USE_DEPRECATED_OPENCL_1_0_APIS -DCL_USE_DEPRECATED_OPENCL_1_1_APIS \
  -DCL_USE_DEPRECATED_OPENCL_1_2_APIS -DCL_USE_DEPRECATED_OPENCL_2_0_APIS -DCL_USE_DEPRECATED_OPENCL_2_1_APIS \
  -DCL_USE_DEPRECATED_OPENCL_2_2_APIS -DGCN_OCL_ROOT='"$(abspath .)"' -DGCN_OCL_BUILD='"$(abspath $(BUILD))"'
OCL_C := sw/ocl/ocl.c sw/ocl/ocl_queue.c sw/ocl/ocl_mem.c sw/ocl/ocl_program.c sw/ocl/ocl_kernel.c
OCL_LIB_SRC := $(OCL_C) $(CMODEL_SRC) $(RUNTIME_SRC)
OCL_LIB_DEP := $(OCL_LIB_SRC) sw/ocl/ocl.h $(CMODEL_HDR) $(RUNTIME_HDR) cmodel/gen/gcn_config.h $(BUILD)/ocl/ocl_dispatch.h
OCL_LIB_CMD = $(CC) $(WARN) -fPIC -shared -fvisibility=hidden -Wl,-Bsymbolic -Wl,--no-undefined $(OCL_DEFS) \
  $(RT_INC) -Icmodel/src -I$(BUILD)/ocl -o $@ $(OCL_LIB_SRC) -lm -ldl -lpthread
OCL_EXAMPLES := $(basename $(notdir $(wildcard sw/ocl/examples/*.c)))

$(BUILD)/ocl/ocl_dispatch.h: sw/ocl/gen_dispatch.py $(OCL_C)
	@mkdir -p $(dir $@)
	$(CC) -E -P $(OCL_DEFS) /usr/include/CL/cl_icd.h > $(BUILD)/ocl/cl_icd.i
	$(PY) sw/ocl/gen_dispatch.py $(BUILD)/ocl/cl_icd.i $@ $(OCL_C)

$(BUILD)/libgcnocl.so: $(OCL_LIB_DEP)
	$(OCL_LIB_CMD) $(CFLAGS)

$(BUILD)/san/libgcnocl.so: $(OCL_LIB_DEP)
	@mkdir -p $(dir $@)
	$(OCL_LIB_CMD) -O1 -g $(SAN)

$(BUILD)/gcn.icd $(BUILD)/san/gcn.icd: %/gcn.icd: %/libgcnocl.so
	echo "$(abspath $<)" > $@

$(BUILD)/san/test_ocl_api: tests/ocl/test_ocl_api.c tests/ocl/test_ocl_link.c tests/ocl/test_ocl_events.c \
  tests/ocl/test_ocl_ndrange.c tests/ocl/test_ocl_api.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) -DCL_TARGET_OPENCL_VERSION=120 -o $@ $(filter %.c,$^) -lOpenCL -lpthread

$(BUILD)/ocl/%: sw/ocl/examples/%.c sw/ocl/examples/clhost.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -DCL_TARGET_OPENCL_VERSION=120 -o $@ $< -lOpenCL -lm

.PHONY: ocl
ocl: $(BUILD)/libgcnocl.so $(BUILD)/gcn.icd $(BUILD)/san/libgcnocl.so $(BUILD)/san/gcn.icd $(BUILD)/san/test_ocl_api \
  $(foreach e,$(OCL_EXAMPLES),$(BUILD)/ocl/$(e))

# The host programs of sw/ocl/examples on an RTL backend at small sizes (program:size each):
# OCL_BACKEND=icarus (build/icarus/tb.vvp; slow) or lockstep / verilator (build/libgcnrtl-verilator.so,
# make tb-rtl first)
OCL_BACKEND ?= icarus
OCL_RTL_RUNS ?= saxpy:256 gemm:16 vecops:256 jacobi:16 reduce:1024 scan:256 sort:256 histogram:1024 nbody:64 \
  pipeline:256 linked:32
.PHONY: test-ocl-rtl
test-ocl-rtl: deps ocl $(if $(filter icarus,$(OCL_BACKEND)),$(BUILD)/icarus/tb.vvp,$(BUILD)/libgcnrtl-verilator.so)
	@for r in $(OCL_RTL_RUNS); do \
	  echo "== $${r%:*} $${r#*:} on $(OCL_BACKEND)"; \
	  GCN_BACKEND=$(OCL_BACKEND) OCL_ICD_VENDORS=$(abspath $(BUILD))/gcn.icd $(BUILD)/ocl/$${r%:*} $${r#*:} || exit 1; done

# make install: the OpenCL platform, the RTL library and the tools under $(DESTDIR)$(PREFIX), the
# ICD registered in $(DESTDIR)$(OCL_VENDORS) naming the installed library (docs/opencl.md). The
# installed libgcnocl.so finds gcncc and the RTL library next to it (PREFIX/bin, PREFIX/lib),
# gcncc its prelude in PREFIX/share/gcn/include, gcnsim the RTL library in PREFIX/lib.
PREFIX ?= /usr/local
DESTDIR ?=
OCL_VENDORS ?= /etc/OpenCL/vendors
INSTALL_BIN := $(BUILD)/gcnsim $(BUILD)/gcndis sw/tools/gcncc
INSTALL_LIB := $(BUILD)/libgcnocl.so $(BUILD)/libgcnrtl-verilator.so
INSTALL_INC := sw/include/gcn_prelude.h
INSTALL_ICARUS := $(BUILD)/icarus/tb.vvp $(BUILD)/icarus/tb_vpi.vpi
.PHONY: install uninstall
install: $(INSTALL_BIN) $(INSTALL_LIB) $(INSTALL_ICARUS)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/gcn/icarus $(DESTDIR)$(PREFIX)/share/gcn/include \
	  $(DESTDIR)$(OCL_VENDORS)
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/
	install -m 755 $(INSTALL_LIB) $(DESTDIR)$(PREFIX)/lib/
	install -m 644 $(INSTALL_ICARUS) $(DESTDIR)$(PREFIX)/lib/gcn/icarus/
	install -m 644 $(INSTALL_INC) $(DESTDIR)$(PREFIX)/share/gcn/include/
	echo "$(PREFIX)/lib/libgcnocl.so" > $(DESTDIR)$(OCL_VENDORS)/gcn.icd

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(notdir $(INSTALL_BIN))) \
	  $(addprefix $(DESTDIR)$(PREFIX)/lib/,$(notdir $(INSTALL_LIB))) \
	  $(addprefix $(DESTDIR)$(PREFIX)/share/gcn/include/,$(notdir $(INSTALL_INC))) $(DESTDIR)$(OCL_VENDORS)/gcn.icd \
	  $(addprefix $(DESTDIR)$(PREFIX)/lib/gcn/icarus/,$(notdir $(INSTALL_ICARUS)))
	rmdir $(DESTDIR)$(PREFIX)/share/gcn/include $(DESTDIR)$(PREFIX)/share/gcn $(DESTDIR)$(PREFIX)/lib/gcn/icarus \
	  $(DESTDIR)$(PREFIX)/lib/gcn 2>/dev/null || true
