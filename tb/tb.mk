# The RTL testbench (tb/), included by the top Makefile: the C core as a
# library, its unit test, the Verilator adapter (build/gcnrtl-verilator) and
# the Icarus VPI adapter (build/gcnrtl-icarus, a wrapper around vvp).
TB_CORE_SRC := $(wildcard tb/core/*.c)
TB_CORE_HDR := $(wildcard tb/core/*.h)
TB_INC := $(INC) -Icmodel/gen -Itb/core
RTL_SRC = $(shell find rtl -name '*.v' 2>/dev/null | sort)
RTL_INC := -Irtl -Irtl/gen -Irtl/lib
NPROC ?= $(shell nproc)
ABS_BUILD = $(abspath $(BUILD))

.PHONY: tb-rtl bench-rtl

$(BUILD)/tb/obj/%.o: %.c $(TB_CORE_HDR) $(CMODEL_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(TB_INC) -c $< -o $@

# position-independent objects for the VPI module
$(BUILD)/tb/pic/%.o: %.c $(TB_CORE_HDR) $(CMODEL_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC $(TB_INC) -I/usr/include/iverilog -c $< -o $@

$(BUILD)/tb/libtbcore.a: $(patsubst %.c,$(BUILD)/tb/obj/%.o,$(TB_CORE_SRC))
	rm -f $@ && ar rcs $@ $^

# the core alone, against a behavioural stand-in for gcn_cu (no simulator)
$(BUILD)/san/test_tb_core: tests/tb/test_tb_core.c $(TB_CORE_SRC) $(TB_CORE_HDR) $(BUILD)/san/libgcn.a
	$(CC) $(WARN) -O1 -g $(SAN) $(TB_INC) -o $@ tests/tb/test_tb_core.c $(TB_CORE_SRC) $(BUILD)/san/libgcn.a -lm

tb-rtl: $(BUILD)/gcnrtl-verilator$(COV_SUFFIX) $(BUILD)/libgcnrtl-verilator$(COV_SUFFIX).so $(BUILD)/gcnrtl-icarus

# GCN_SIM turns the fault-injection points of rtl/lib/gcn_fault.v on (both
# simulators); -fPIC lets the same objects go into the runtime's shared
# library (below).  `make TRACE=1` builds the FST waveform code in (about half
# of the C++ compile time, so not by default); the options of the last build
# are kept in $(BUILD)/verilator/options, and a change rebuilds.
# `make COVERAGE=1 tb-rtl` builds a second variant with Verilator's line,
# toggle and user coverage in its own directory ($(BUILD)/verilator-cov:
# build/gcnrtl-verilator-cov, build/libgcnrtl-verilator-cov.so), which writes
# each run's counts to $GCN_RTL_COVERAGE; the normal build is untouched.  It
# simulates about 10 times slower, toggle coverage most of it:
# VERILATOR_COV_FLAGS='--coverage-line --coverage-user' leaves toggles out.
VERILATOR_FLAGS ?= -O3 -Wno-fatal
VERILATOR_SIM := -DGCN_SIM
VERILATOR_ALL := $(VERILATOR_FLAGS) $(if $(filter 1,$(TRACE)),--trace-fst) $(VERILATOR_SIM)
COV_SUFFIX := $(if $(filter 1,$(COVERAGE)),-cov)
VERILATOR_COV_FLAGS ?= --coverage
.PHONY: verilator-options

# verilator_variant SUFFIX, FLAGS: $(BUILD)/verilator$(SUFFIX)/ (its options
# file), $(BUILD)/gcnrtl-verilator$(SUFFIX) and $(BUILD)/libgcnrtl-verilator$(SUFFIX).so
define verilator_variant
$(BUILD)/verilator$(1)/options: verilator-options
	@mkdir -p $$(dir $$@)
	@echo '$(2)' | cmp -s - $$@ || echo '$(2)' > $$@
$(BUILD)/gcnrtl-verilator$(1): $(RTL_SRC) tb/verilator/tb_verilator.cpp tb/verilator/tb_verilator_sim.cpp \
                           tb/verilator/tb_verilator_sim.h $(BUILD)/tb/libtbcore.a $(BUILD)/libgcn.a \
                           $(BUILD)/verilator$(1)/options
	@mkdir -p $(BUILD)/verilator$(1)
	@# Verilator's makefile does not see the libraries in LDFLAGS, and its
	@# VPATH finds our copy ($$@) as its target: both binaries go, so it
	@# relinks against the current libraries (its objects stay cached)
	rm -f $(BUILD)/verilator$(1)/gcnrtl-verilator $$@
	verilator --cc --exe --build -j $(NPROC) $(2) $(RTL_INC) --top-module gcn_cu \
	    $(RTL_SRC) $(CURDIR)/tb/verilator/tb_verilator.cpp $(CURDIR)/tb/verilator/tb_verilator_sim.cpp \
	    --Mdir $(BUILD)/verilator$(1) -o gcnrtl-verilator \
	    -CFLAGS "-O2 -fPIC -I$(CURDIR)/tb/core -I$(CURDIR)/tb/verilator -I$(CURDIR)/cmodel/include" \
	    -LDFLAGS "$(ABS_BUILD)/tb/libtbcore.a $(ABS_BUILD)/libgcn.a -lm" >$(BUILD)/verilator$(1)/build.log 2>&1 \
	    || { tail -30 $(BUILD)/verilator$(1)/build.log; exit 1; }
	cp $(BUILD)/verilator$(1)/gcnrtl-verilator $$@

# The runtime's RTL backends load this with dlopen (docs/runtime.md): the
# Verilated gcn_cu, its clock loop and the testbench core with its own copy
# of the model, exporting only gcnrtl_abi and gcnrtl_run.
$(BUILD)/libgcnrtl-verilator$(1).so: $(BUILD)/gcnrtl-verilator$(1) $$(TB_PIC_OBJ) tb/verilator/gcnrtl.map
	$(CXX) -shared -o $$@ -Wl,--version-script=tb/verilator/gcnrtl.map -Wl,-Bsymbolic \
	    $(BUILD)/verilator$(1)/tb_verilator_sim.o $(BUILD)/verilator$(1)/Vgcn_cu__ALL.a \
	    $$(filter-out %/tb_verilator.o %/tb_verilator_sim.o,$$(wildcard $(BUILD)/verilator$(1)/verilated*.o)) \
	    $$(TB_PIC_OBJ) -lz -pthread -lm
endef
TB_PIC_OBJ = $(patsubst %.c,$(BUILD)/tb/pic/%.o,$(TB_CORE_SRC) $(CMODEL_SRC))
$(eval $(call verilator_variant,,$(VERILATOR_ALL)))
$(eval $(call verilator_variant,-cov,$(VERILATOR_ALL) $(VERILATOR_COV_FLAGS)))

$(BUILD)/icarus/tb_vpi.vpi: $(patsubst %.c,$(BUILD)/tb/pic/%.o,tb/icarus/tb_vpi.c $(TB_CORE_SRC) $(CMODEL_SRC))
	@mkdir -p $(dir $@)
	$(CC) -shared -o $@ $^ -lm
	@# only vvp's vpi_* and libc may stay unresolved: anything else is a stale object
	@if nm -u $@ | grep -v ' vpi_\| _ITM_\| __gmon_start__\|@' | grep -q .; then \
	    echo "$@: unresolved symbols:"; nm -u $@ | grep -v ' vpi_\| _ITM_\| __gmon_start__\|@'; rm -f $@; exit 1; fi

$(BUILD)/icarus/tb.vvp: tb/icarus/tb_top.v $(RTL_SRC) $(BUILD)/icarus/tb_vpi.vpi
	iverilog -g2012 -DGCN_SIM $(RTL_INC) -L $(BUILD)/icarus -m tb_vpi -s tb_top -o $@ tb/icarus/tb_top.v $(RTL_SRC)

$(BUILD)/gcnrtl-icarus: tb/icarus/gcnrtl-icarus.sh $(BUILD)/icarus/tb.vvp
	cp $< $@ && chmod +x $@

# RTL simulation speed: Verilator build time and memory, cycles/s with the
# checker on and off (scripts/bench_rtl.sh; prints figures, asserts nothing).
bench-rtl: $(BUILD)/tb/libtbcore.a $(BUILD)/libgcn.a
	scripts/bench_rtl.sh $(BUILD)
