# The board top (fpga/board/README.md), included by the top Makefile: the
# simulated board (board-sim: gcn_board_core Verilated with a tiny baud
# divider, next to the configuration's Verilated gcn_cu from its testbench
# build), the host tool gcnboard, the UART-path test and the board RTL's lint.
#
#   make board-sim                    a kernel through the UART path, results checked
#   make board-lint                   the board RTL through Verilator -Wall, Icarus and Yosys
#   make board-sim-top                the same kernels on gcn_board_top Verilated whole (not in make test)
#   make board-kernels                every -O2 kernel test through the simulated board (long; not in make test)
#   make CONFIG=small board-tools     B/gcnboard and B/gcnboard-sim
BOARD_CONFIG ?= small
BOARD_B = $(call cfg_build,$(BOARD_CONFIG))
BOARD_SIM_CLKS_PER_BIT := 4
BOARD_SIM_RX_TIMEOUT := 4096
BOARD_SIM_MEM_BYTES := 131072
# sources (the top Makefile, from scripts/rtl_sources.py): BOARD_CORE_SRC and BOARD_MEM_SRC,
# gcn_board_core and gcn_board_mem with what they instantiate; BOARD_RTL the board's own files
# (fpga/board/rtl), with $(RTL_SRC_$(BOARD_CONFIG)) the whole board
BOARD_RTL := $(BOARD_FILES)
VERILATOR_ROOT_DIR = $(shell verilator --getenv VERILATOR_ROOT)
# Verilator's headers as system headers: our harnesses build with -Wall -Wextra, its headers do not
BOARD_VINC = -isystem $(VERILATOR_ROOT_DIR)/include -isystem $(VERILATOR_ROOT_DIR)/include/vltstd

.PHONY: board-sim board-lint board-tools

# gcnboard_for NAME: B/gcnboard, gcnsim's run on the runtime's board backend (sw/tools/gcnboard.c)
define gcnboard_for
$(call cfg_build,$(1))/gcnboard: sw/tools/gcnboard.c sw/tools/gcnsim.c $(RUNTIME_SRC) $(RUNTIME_HDR) $(call cfg_hdrs,$(1)) \
                                 $(BUILD)/libgcn.a
	@mkdir -p $$(dir $$@)
	$(CC) $(WARN) $(CFLAGS) $(call cfg_inc,$(1)) $(RT_INC) -Isw/runtime -Isw/tools -o $$@ sw/tools/gcnboard.c \
	    $(RUNTIME_SRC) $(BUILD)/libgcn.a -lm -ldl
endef
$(foreach c,$(CONFIGS),$(eval $(call gcnboard_for,$(c))))

# the board logic alone, Verilated; then linked with the CU's objects of the testbench build
$(BOARD_B)/board-sim/Vgcn_board_core__ALL.a: $(BOARD_CORE_SRC) $(call cfg_hdrs,$(BOARD_CONFIG)) $(RTL_GEN)
	@mkdir -p $(dir $@)
	verilator --cc --build -j $(NPROC) -O3 -Wno-fatal $(VERILATOR_MAKE) $(call cfg_inc,$(BOARD_CONFIG)) $(RTL_INC) \
	    --top-module gcn_board_core -GCLKS_PER_BIT=$(BOARD_SIM_CLKS_PER_BIT) -GRX_TIMEOUT=$(BOARD_SIM_RX_TIMEOUT) \
	    -GMEM_BYTES=$(BOARD_SIM_MEM_BYTES) $(BOARD_CORE_SRC) --Mdir $(BOARD_B)/board-sim \
	    >$(BOARD_B)/board-sim/build.log 2>&1 || { tail -30 $(BOARD_B)/board-sim/build.log; exit 1; }

$(BOARD_B)/gcnboard-sim: fpga/board/sim/board_sim.cpp $(BOARD_B)/board-sim/Vgcn_board_core__ALL.a \
                         $(BOARD_B)/gcnrtl-verilator
	$(CXX) -O2 -std=c++17 -Wall -Wextra -DCLKS_PER_BIT=$(BOARD_SIM_CLKS_PER_BIT) -I$(BOARD_B)/board-sim \
	    -I$(BOARD_B)/verilator $(BOARD_VINC) -o $@ $< \
	    $(BOARD_B)/board-sim/Vgcn_board_core__ALL.a $(BOARD_B)/verilator/Vgcn_cu__ALL.a \
	    $(BOARD_B)/verilator/verilated*.o -pthread -lz -latomic

# the memory alone (4 KiB window) against at_apply and the testbench memory's rules
$(BOARD_B)/board-mem/Vgcn_board_mem__ALL.a: $(BOARD_MEM_SRC) $(call cfg_hdrs,$(BOARD_CONFIG)) $(RTL_GEN)
	@mkdir -p $(dir $@)
	verilator --cc --build -j $(NPROC) -O2 -Wno-fatal $(VERILATOR_MAKE) $(call cfg_inc,$(BOARD_CONFIG)) $(RTL_INC) \
	    --top-module gcn_board_mem -GMEM_BYTES=4096 $(BOARD_MEM_SRC) --Mdir $(BOARD_B)/board-mem \
	    >$(BOARD_B)/board-mem/build.log 2>&1 || { tail -30 $(BOARD_B)/board-mem/build.log; exit 1; }

# (Verilator's runtime objects: those of the configuration's testbench build)
$(BOARD_B)/board-mem-test: fpga/board/sim/board_mem_test.cpp $(BOARD_B)/board-mem/Vgcn_board_mem__ALL.a $(BUILD)/libgcn.a \
                           $(BOARD_B)/gcnrtl-verilator
	$(CXX) -O2 -std=c++17 -Wall -Wextra -I$(BOARD_B)/board-mem -Icmodel/include $(BOARD_VINC) \
	    -o $@ $< $(BOARD_B)/board-mem/Vgcn_board_mem__ALL.a \
	    $(BOARD_B)/verilator/verilated*.o $(BUILD)/libgcn.a -pthread -lm -lz -latomic

# the command engine and UART clock by clock under Icarus (frames, timeouts, init beats)
$(BOARD_B)/board-tb/tb_board_core.vvp: fpga/board/sim/tb_board_core.v $(BOARD_CORE_SRC) $(call cfg_hdrs,$(BOARD_CONFIG)) \
                                       $(RTL_GEN)
	@mkdir -p $(dir $@)
	iverilog -g2012 $(call cfg_inc,$(BOARD_CONFIG)) $(RTL_INC) -s tb_board_core -o $@ $< $(BOARD_CORE_SRC)

# gcn_board_top Verilated whole (the RTL's own wiring; a CU Verilation more, so not in make test):
# make board-sim-top runs the same kernels and checks on it
$(BOARD_B)/gcnboard-sim-top: fpga/board/sim/board_sim.cpp $(BOARD_RTL) $(RTL_SRC_$(BOARD_CONFIG)) $(RTL_VH) $(call cfg_hdrs,$(BOARD_CONFIG))
	@mkdir -p $(BOARD_B)/board-sim-top
	@scripts/with_progress.sh "gcn_board_top with the CU in Verilator ($(BOARD_CONFIG) configuration, $@)" \
	    $(BOARD_B)/board-sim-top $(BOARD_B)/board-sim-top/build.log \
	  verilator --cc --exe --build -j $(NPROC) -O3 -Wno-fatal $(VERILATOR_MAKE) $(call cfg_inc,$(BOARD_CONFIG)) $(RTL_INC) \
	    --top-module gcn_board_top -GCLKS_PER_BIT=$(BOARD_SIM_CLKS_PER_BIT) -GRX_TIMEOUT=$(BOARD_SIM_RX_TIMEOUT) \
	    -GMEM_BYTES=$(BOARD_SIM_MEM_BYTES) $(filter-out %/gcn_board_ulx3s.v,$(BOARD_RTL)) $(RTL_SRC_$(BOARD_CONFIG)) \
	    $(CURDIR)/fpga/board/sim/board_sim.cpp --Mdir $(BOARD_B)/board-sim-top -o gcnboard-sim-top \
	    -CFLAGS "-O2 -DBOARD_SIM_TOP -DCLKS_PER_BIT=$(BOARD_SIM_CLKS_PER_BIT)"
	cp $(BOARD_B)/board-sim-top/gcnboard-sim-top $@

.PHONY: board-sim-top
board-sim-top: $(BOARD_B)/gcnboard $(BOARD_B)/gcnboard-sim-top $(BUILD)/gcnsim $(BUILD)/kernels/vector_add.O2.co \
               $(BUILD)/kernels/reduce_atomic.O2.co
	$(PY) fpga/board/sim/board_test.py --build $(BUILD) --bin $(BOARD_B) --sim $(BOARD_B)/gcnboard-sim-top

# every -O2 kernel's test (scripts/kernel_tests.py: Python references) through the UART path of the
# simulated board, with gcnsim --backend board; UART-bound (about 30 min): not in make test
BOARD_O2 = $(foreach k,$(basename $(notdir $(wildcard sw/kernels/*.cl))) $(notdir $(wildcard sw/kernels/programs/*)),\
    $(BUILD)/kernels/$(k).O2.co)
.PHONY: board-kernels
board-kernels: $(BOARD_B)/gcnsim $(BOARD_B)/gcnboard-sim $(BOARD_O2)
	GCN_BOARD_LINK="exec:$(BOARD_B)/gcnboard-sim --max-cycles 100000000" $(PY) scripts/kernel_tests.py \
	    --gcnsim $(BOARD_B)/gcnsim --build $(BUILD) --backend board --variants O2 --no-mfma

board-tools: $(BOARD_B)/gcnboard $(BOARD_B)/gcnboard-sim

# the command engine under Icarus, the memory against at_apply, then two kernels through the UART path
# on the simulated board, their results against Python's; a trap (s_trap in scalar_collatz.s, built by
# gcncc), limits and bad links
board-sim: $(BOARD_B)/gcnboard $(BOARD_B)/gcnboard-sim $(BOARD_B)/board-mem-test $(BOARD_B)/board-tb/tb_board_core.vvp \
           $(BUILD)/gcnsim \
           $(BUILD)/kernels/vector_add.O2.co $(BUILD)/kernels/reduce_atomic.O2.co
	vvp -n $(BOARD_B)/board-tb/tb_board_core.vvp
	$(BOARD_B)/board-mem-test 20000 1
	$(PY) fpga/board/sim/board_test.py --build $(BUILD) --bin $(BOARD_B)

board-lint: $(RTL_GEN) $(call cfg_hdrs,$(BOARD_CONFIG))
	@fpga/board/lint_board.sh $(BUILD)/lint/board $(dir $(firstword $(call cfg_hdrs,$(BOARD_CONFIG))))
