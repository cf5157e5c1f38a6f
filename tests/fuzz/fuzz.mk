# tests/fuzz/fuzz.mk: libFuzzer targets for every text parser (tests/fuzz/fuzz_*.c). `make fuzz` builds them with
# clang's fuzzer and sanitizers and runs each for FUZZ_S seconds; `make test` replays the committed corpora and
# regression inputs through the same targets on the sanitizer build (tests/fuzz_replay.sh).
FUZZ_TARGETS := sudoku_line sudoku_grid solo_id exact_cover fillomino_blocks fillomino_line classify_model \
                classify_labels relations kinds bank_json api_body api_query pbm
FUZZ_S       ?= 60
FUZZ_CC      ?= clang
APT_TEST_NEEDS += clang
# The tools' own readers the targets call (every tool source but its main).
FUZZ_HOST_SRC := $(sort dlx/exact_cover_text.c fillomino/reader.c $(CLI_SRC) $(KIND_DRIVER_SRC) \
                   $(filter-out classify/main.c,$(classify_SRC)) gen/bank/rows.c gen/bank/canon.c gen/bank/puzzle_cells.c \
                   gen/bank/store.c gen/bank/store_rows.c gen/bank/store_query.c gen/bank/filter_parse.c gen/bank/api.c gen/bank/api_play.c gen/bank/api_refusal.c \
                   gen/bank/api_live.c)
FUZZ_LIBS     := $(classify_LIBS) -lsqlite3 -ljansson -lpthread
FUZZ_FLAGS    := $(STD) $(WARN) -O1 -g -I. -MMD -MP -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined
FUZZ_OBJ      := $(patsubst %.c,build/fuzz/%.o,$(LIB_SRC) $(FUZZ_HOST_SRC))
FUZZ_REPLAY_OBJ := $(patsubst %.c,build/dbg/%.o,$(FUZZ_HOST_SRC)) build/dbg/tests/fuzz/replay.o

build/fuzz/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -c -o $@ $<
build/fuzz/bin/fuzz_%: build/fuzz/tests/fuzz/fuzz_%.o $(FUZZ_OBJ)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -fsanitize=fuzzer,address,undefined -o $@ $^ $(FUZZ_LIBS)
# The same targets without libFuzzer: a main that feeds them files, on the dbg build's flags.
build/dbg/fuzz/replay_%: build/dbg/tests/fuzz/fuzz_%.o $(FUZZ_REPLAY_OBJ) build/dbg/libcoverjar.a
	@mkdir -p $(dir $@)
	$(CC) $(DBG_LINK) -o $@ $^ $(FUZZ_LIBS)

TEST_BINS += $(addprefix build/dbg/fuzz/replay_,$(FUZZ_TARGETS))
TESTS_SH  += fuzz_replay.sh

.PHONY: fuzz fuzz-build
fuzz-build: test-deps
	+@$(BUILD_AFTER_DEPS) $(addprefix build/fuzz/bin/fuzz_,$(FUZZ_TARGETS))
fuzz: fuzz-build
	@FUZZ_S=$(FUZZ_S) sh tests/fuzz/run.sh $(FUZZ_TARGETS)
.SECONDARY: $(FUZZ_OBJ) $(FUZZ_REPLAY_OBJ) $(patsubst %,build/fuzz/tests/fuzz/fuzz_%.o,$(FUZZ_TARGETS)) $(patsubst %,build/dbg/tests/fuzz/fuzz_%.o,$(FUZZ_TARGETS))
