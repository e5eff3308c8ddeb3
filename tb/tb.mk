# The RTL testbench (tb/), included by the top Makefile: the C core as a
# library, its unit test, the Verilator adapter (build/gcnrtl-verilator) and
# the Icarus VPI adapter (build/gcnrtl-icarus, a wrapper around vvp), built
# once per named configuration (below).
TB_CORE_SRC := $(wildcard tb/core/*.c)
TB_CORE_HDR := $(wildcard tb/core/*.h)
TB_INC := $(INC) -Icmodel/gen -Itb/core
# (RTL_SRC_<name>, RTL_INC, RTL_VH (the include files): the top Makefile, from scripts/rtl_sources.py)
NPROC ?= $(shell nproc)
ABS_BUILD = $(abspath $(BUILD))

.PHONY: tb-rtl bench-rtl

# the core alone, against a behavioural stand-in for gcn_cu (no simulator)
$(BUILD)/san/test_tb_core: tests/tb/test_tb_core.c $(TB_CORE_SRC) $(TB_CORE_HDR) $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(TB_INC) -o $@ tests/tb/test_tb_core.c $(TB_CORE_SRC) $(BUILD)/san/libgcn.a -lm

# ---- one build per configuration ----
# Everything that knows the configuration (the testbench core, both
# simulators' images, the RTL library and gcnsim, whose runtime sizes scratch
# by the wave slots) is built per named configuration config/<name>.def:
# `default` in $(BUILD) as always, another in $(BUILD)/config/<name>/ next to
# its generated headers.  Those headers come first on every include path, C
# and Verilog.  The model library ($(BUILD)/libgcn.a and its PIC objects)
# knows no configuration and is shared.  CONFIG=<name> picks the one that
# `make tb-rtl`, `make run` and the like build and use.
# cfg_build NAME: configuration NAME's build directory
cfg_build = $(if $(filter default,$(1)),$(BUILD),$(BUILD)/config/$(1))
# cfg_hdrs NAME: its gcn_config.vh and gcn_config.h (default: the checked-in ones)
cfg_hdrs = $(if $(filter default,$(1)),rtl/gcn_config.vh cmodel/gen/gcn_config.h,$(BUILD)/config/$(1)/gcn_config.vh \
    $(BUILD)/config/$(1)/gcn_config.h)
# cfg_inc NAME: the include option that finds them first (none for default, whose headers
# are on the usual paths); cfg_abs_inc the same as an absolute path (Verilator's C++ compile
# runs in its own directory)
cfg_inc = $(if $(filter default,$(1)),,-I$(BUILD)/config/$(1))
cfg_abs_inc = $(if $(filter default,$(1)),,-I$(ABS_BUILD)/config/$(1))
CFG_BUILD := $(call cfg_build,$(CONFIG))

tb-rtl: $(CFG_BUILD)/gcnrtl-verilator$(COV_SUFFIX) $(CFG_BUILD)/libgcnrtl-verilator$(COV_SUFFIX).so \
        $(CFG_BUILD)/gcnrtl-icarus $(CFG_BUILD)/gcnsim

# The RTL library with the FST waveform code, for `gcnsim run --wave` on the
# verilator and lockstep backends (docs/verification.md, "Waveforms"): a
# variant of its own (<build>/verilator-trace, libgcnrtl-verilator-trace.so),
# so the default build stays as fast to build and to run as it is.
.PHONY: tb-rtl-trace
tb-rtl-trace: $(CFG_BUILD)/libgcnrtl-verilator-trace.so $(CFG_BUILD)/gcnsim

# GCN_SIM turns the fault-injection points of rtl/lib/gcn_fault.v on (both
# simulators); -fPIC lets the same objects go into the runtime's shared
# library (below).  `make TRACE=1` builds the FST waveform code in (about half
# of the C++ compile time, so not by default); the options of the last build
# are kept in <build>/verilator/options, and a change rebuilds.
# `make COVERAGE=1 tb-rtl` builds a second variant with Verilator's line,
# toggle and user coverage in its own directory (<build>/verilator-cov:
# gcnrtl-verilator-cov, libgcnrtl-verilator-cov.so), which writes each run's
# counts to $GCN_RTL_COVERAGE; the normal build is untouched.  It simulates
# about 10 times slower, toggle coverage most of it:
# VERILATOR_COV_FLAGS='--coverage-line --coverage-user' leaves toggles out.
VERILATOR_FLAGS ?= -O3 -Wno-fatal
VERILATOR_SIM := -DGCN_SIM
# Verilator's C++ (the testbench builds here, the board's in fpga/board/board.mk, make bench-rtl's):
# clang++-16 at -O2 for the code that runs every cycle (OPT_FAST) and Verilator's runtime
# (OPT_GLOBAL), -O0 for the code that runs once (OPT_SLOW: construction, initial blocks, the first
# settle; 40% of default's C++).
# Against g++ at Verilator's own levels (-Os, and -O2 for the once-code), default's C++ compiles in
# 390 CPU seconds instead of 700 and runs about a third faster (12 kernels in lockstep: 49 CPU
# seconds instead of 77, the same cycles).  VERILATOR_CXX=g++ builds with g++.
VERILATOR_CXX ?= clang++-16
VERILATOR_MAKE := -MAKEFLAGS CXX=$(VERILATOR_CXX) -MAKEFLAGS OPT_FAST=-O2 -MAKEFLAGS OPT_SLOW=-O0 \
    -MAKEFLAGS OPT_GLOBAL=-O2
VERILATOR_ALL := $(VERILATOR_FLAGS) $(if $(filter 1,$(TRACE)),--trace-fst) $(VERILATOR_SIM) $(VERILATOR_MAKE)
COV_SUFFIX := $(if $(filter 1,$(COVERAGE)),-cov)
VERILATOR_COV_FLAGS ?= --coverage
.PHONY: verilator-options

# tb_objects NAME: the testbench core's objects, its library, and the PIC
# objects of the RTL library and the VPI module, against NAME's headers
define tb_objects
$(call cfg_build,$(1))/tb/obj/%.o: %.c $(TB_CORE_HDR) $(CMODEL_HDR) $(call cfg_hdrs,$(1))
	@mkdir -p $$(dir $$@)
	$(CC) $(WARN) $(CFLAGS) $(call cfg_inc,$(1)) $(TB_INC) -c $$< -o $$@

$(call cfg_build,$(1))/tb/pic/%.o: %.c $(TB_CORE_HDR) $(CMODEL_HDR) $(call cfg_hdrs,$(1))
	@mkdir -p $$(dir $$@)
	$(CC) $(WARN) $(CFLAGS) -fPIC $(call cfg_inc,$(1)) $(TB_INC) -I/usr/include/iverilog -c $$< -o $$@

$(call cfg_build,$(1))/tb/libtbcore.a: $(patsubst %.c,$(call cfg_build,$(1))/tb/obj/%.o,$(TB_CORE_SRC))
	rm -f $$@ && ar rcs $$@ $$^
endef

# tb_pic_objs NAME: the core's PIC objects for NAME, and the model's (shared: it knows no configuration)
tb_pic_objs = $(patsubst %.c,$(call cfg_build,$(1))/tb/pic/%.o,$(TB_CORE_SRC)) \
    $(patsubst %.c,$(BUILD)/tb/pic/%.o,$(CMODEL_SRC))

# verilator_variant NAME, SUFFIX, FLAGS: in configuration NAME's build directory B,
# B/verilator$(SUFFIX)/ (its options file), B/gcnrtl-verilator$(SUFFIX) and
# B/libgcnrtl-verilator$(SUFFIX).so
define verilator_variant
$(call cfg_build,$(1))/verilator$(2)/options: verilator-options
	@mkdir -p $$(dir $$@)
	@echo '$(3)' | cmp -s - $$@ || echo '$(3)' > $$@
$(call cfg_build,$(1))/gcnrtl-verilator$(2): $(RTL_SRC_$(1)) $(RTL_VH) $(call cfg_hdrs,$(1)) tb/verilator/tb_verilator.cpp \
                           tb/verilator/tb_verilator_sim.cpp tb/verilator/tb_verilator_sim.h \
                           $(call cfg_build,$(1))/tb/libtbcore.a $(BUILD)/libgcn.a \
                           $(call cfg_build,$(1))/verilator$(2)/options
	@mkdir -p $(call cfg_build,$(1))/verilator$(2)
	@# Verilator's makefile does not see the libraries in LDFLAGS, and its
	@# VPATH finds our copy ($$@) as its target: both binaries go, so it
	@# relinks against the current libraries (its objects stay cached)
	rm -f $(call cfg_build,$(1))/verilator$(2)/gcnrtl-verilator $$@
	@# with_progress.sh: what it builds, then progress every minute (the first build is long)
	@scripts/with_progress.sh "gcn_cu and its testbench in Verilator ($(1) configuration$(if $(2),; $(2)), \
	    $(call cfg_build,$(1))/gcnrtl-verilator$(2)); a first build takes about 10 minutes on 2 cores" \
	    $(call cfg_build,$(1))/verilator$(2) $(call cfg_build,$(1))/verilator$(2)/build.log \
	  verilator --cc --exe --build -j $(NPROC) $(3) $(call cfg_inc,$(1)) $(RTL_INC) --top-module gcn_cu \
	    $(RTL_SRC_$(1)) $(CURDIR)/tb/verilator/tb_verilator.cpp $(CURDIR)/tb/verilator/tb_verilator_sim.cpp \
	    --Mdir $(call cfg_build,$(1))/verilator$(2) -o gcnrtl-verilator \
	    -CFLAGS "-fPIC -Wno-unknown-warning-option -Wno-parentheses-equality $(call cfg_abs_inc,$(1)) -I$(CURDIR)/cmodel/gen -I$(CURDIR)/tb/core -I$(CURDIR)/tb/verilator -I$(CURDIR)/cmodel/include" \
	    -LDFLAGS "$(abspath $(call cfg_build,$(1)))/tb/libtbcore.a $(ABS_BUILD)/libgcn.a -lm"
	cp $(call cfg_build,$(1))/verilator$(2)/gcnrtl-verilator $$@

# The runtime's RTL backends load this with dlopen (docs/runtime.md): the
# Verilated gcn_cu, its clock loop and the testbench core with its own copy
# of the model, exporting only gcnrtl_abi, gcnrtl_config and gcnrtl_run.
$(call cfg_build,$(1))/libgcnrtl-verilator$(2).so: $(call cfg_build,$(1))/gcnrtl-verilator$(2) \
                                                  $(call tb_pic_objs,$(1)) tb/verilator/gcnrtl.map
	$(CXX) -shared -o $$@ -Wl,--version-script=tb/verilator/gcnrtl.map -Wl,-Bsymbolic \
	    $(call cfg_build,$(1))/verilator$(2)/tb_verilator_sim.o $(call cfg_build,$(1))/verilator$(2)/Vgcn_cu__ALL.a \
	    $$(filter-out %/tb_verilator.o %/tb_verilator_sim.o,$$(wildcard $(call cfg_build,$(1))/verilator$(2)/verilated*.o)) \
	    $(call tb_pic_objs,$(1)) -lz -pthread -lm -latomic
endef

# icarus_image NAME: configuration NAME's B/gcnrtl-icarus and B/icarus/ (tb.vvp, tb_vpi.vpi)
define icarus_image
$(call cfg_build,$(1))/icarus/tb_vpi.vpi: $(call cfg_build,$(1))/tb/pic/tb/icarus/tb_vpi.o $(call tb_pic_objs,$(1))
	@mkdir -p $$(dir $$@)
	$(CC) -shared -o $$@ $$^ -lm
	@# only vvp's vpi_* and libc may stay unresolved: anything else is a stale object
	@if nm -u $$@ | grep -v ' vpi_\| _ITM_\| __gmon_start__\|@' | grep -q .; then \
	    echo "$$@: unresolved symbols:"; nm -u $$@ | grep -v ' vpi_\| _ITM_\| __gmon_start__\|@'; rm -f $$@; exit 1; fi

$(call cfg_build,$(1))/icarus/tb.vvp: tb/icarus/tb_top.v $(RTL_SRC_$(1)) $(RTL_VH) $(call cfg_hdrs,$(1)) \
                                      $(call cfg_build,$(1))/icarus/tb_vpi.vpi
	iverilog -g2012 -DGCN_SIM $(call cfg_inc,$(1)) $(RTL_INC) -L $(call cfg_build,$(1))/icarus -m tb_vpi -s tb_top \
	    -o $$@ tb/icarus/tb_top.v $(RTL_SRC_$(1))

$(call cfg_build,$(1))/gcnrtl-icarus: tb/icarus/gcnrtl-icarus.sh $(call cfg_build,$(1))/icarus/tb.vvp
	cp $$< $$@ && chmod +x $$@
endef

# gcnsim_for NAME: B/gcnsim, whose runtime expects NAME's RTL library next to it (B/)
define gcnsim_for
$(call cfg_build,$(1))/gcnsim: sw/tools/gcnsim.c $(RUNTIME_SRC) $(RUNTIME_HDR) $(call cfg_hdrs,$(1)) $(BUILD)/libgcn.a
	@mkdir -p $$(dir $$@)
	$(CC) $(WARN) $(CFLAGS) $(call cfg_inc,$(1)) $(RT_INC) -o $$@ sw/tools/gcnsim.c $(RUNTIME_SRC) $(BUILD)/libgcn.a -lm -ldl
endef

$(foreach c,$(CONFIGS),$(eval $(call tb_objects,$(c))))
$(foreach c,$(CONFIGS),$(eval $(call verilator_variant,$(c),,$(VERILATOR_ALL))))
$(foreach c,$(CONFIGS),$(eval $(call verilator_variant,$(c),-cov,$(VERILATOR_ALL) $(VERILATOR_COV_FLAGS))))
$(foreach c,$(CONFIGS),$(eval $(call verilator_variant,$(c),-trace,$(VERILATOR_FLAGS) --trace-fst $(VERILATOR_SIM) $(VERILATOR_MAKE))))
$(foreach c,$(CONFIGS),$(eval $(call icarus_image,$(c))))
$(foreach c,$(CONFIGS),$(eval $(call gcnsim_for,$(c))))

# RTL simulation speed: Verilator build time and memory, cycles/s with the
# checker on and off (scripts/bench_rtl.sh; prints figures, asserts nothing).
bench-rtl: $(BUILD)/tb/libtbcore.a $(BUILD)/libgcn.a
	VERILATOR_MAKE='$(VERILATOR_MAKE)' scripts/bench_rtl.sh $(BUILD)
