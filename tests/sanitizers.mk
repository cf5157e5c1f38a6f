# tests/sanitizers.mk: the ThreadSanitizer build of the threaded generators (build/tsan/bin/gen and
# build/tsan/bin/fillomino, for tests/tsan_cli.sh) and memcheck on a short run of every tool (tests/valgrind.sh).
TSAN_FLAGS := $(STD) $(WARN) -O1 -g -I. -MMD -MP -fno-omit-frame-pointer -fsanitize=thread
TSAN_TOOLS := gen fillomino
TSAN_LIB_OBJ := $(patsubst %.c,build/tsan/%.o,$(LIB_SRC))

build/tsan/dlx/version.o: TSAN_FLAGS += -DCOVERJAR_VERSION='"$(VERSION)"'
build/tsan/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(TSAN_FLAGS) -c -o $@ $<
define tsan_rules
build/tsan/bin/$(1): $$(patsubst %.c,build/tsan/%.o,$$($(1)_SRC)) $(TSAN_LIB_OBJ)
	@mkdir -p build/tsan/bin
	$$(CC) -fsanitize=thread -o $$@ $$^ $$($(1)_LIBS)
endef
$(foreach t,$(TSAN_TOOLS),$(eval $(call tsan_rules,$(t))))
.SECONDARY: $(TSAN_LIB_OBJ) $(foreach t,$(TSAN_TOOLS),$(patsubst %.c,build/tsan/%.o,$($(t)_SRC)))

TEST_BINS += $(addprefix build/tsan/bin/,$(TSAN_TOOLS))
TESTS_SH  += tsan_cli.sh

# Release tools under valgrind's memcheck: no invalid access, no use of an unset value (which the sanitizer
# build does not see), no leak. Part of `make test` (about 40 s); `make valgrind` runs it alone.
APT_TEST_NEEDS += valgrind
TESTS_SH += valgrind.sh
.PHONY: valgrind
valgrind: test-deps
	+@$(BUILD_AFTER_DEPS) tools
	@COVERJAR_DATA="$(DATA)" RELBIN=bin sh tests/valgrind.sh

# The library with a microcontroller's 16-bit engine indices (-DDLX_INDEX_16, as gen/embedded/ builds it), under
# ASan and UBSan: tests/library_cli.sh holds it to tests/library_api.c's contract as it holds the host build.
INDEX16_LIB := build/index16/libcoverjar.a
build/index16/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -DDLX_INDEX_16 -c -o $@ $<
$(INDEX16_LIB): $(patsubst %.c,build/index16/%.o,$(LIB_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
TEST_BINS += $(INDEX16_LIB)
