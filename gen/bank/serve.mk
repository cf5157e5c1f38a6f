# gen/bank/serve.mk: `bin/bank serve`, the play page's HTTP server (libmicrohttpd, jansson), included by
# gen/bank/module.mk; its tests over HTTP (curl) and in a real browser (chromium driven by playwright-core).
bank_SRC  += gen/bank/serve.c gen/bank/serve_log.c gen/bank/serve_options.c gen/bank/serve_pool.c gen/bank/api.c gen/bank/api_play.c gen/bank/api_refusal.c gen/bank/api_live.c
bank_LIBS += -lmicrohttpd
APT_NEEDS += libmicrohttpd-dev libjansson-dev
APT_TEST_NEEDS += curl chromium wrk
# Node.js and npm come with the machine (NodeSource's nodejs, which holds npm; Debian's npm package would conflict).
APT_TEST_NEEDS += $(if $(shell command -v npm),,nodejs npm)
TESTS_C   += test_puzzle_cells test_api_refusal
TESTS_SH  += serve_cli.sh serve_words_cli.sh serve_log_cli.sh serve_move_cli.sh serve_cache_cli.sh serve_refuse_cli.sh page_cli.sh
build/dbg/tests/test_puzzle_cells: build/dbg/gen/bank/puzzle_cells.o
build/dbg/tests/test_api_refusal: build/dbg/gen/bank/api_refusal.o build/dbg/gen/bank/puzzle_cells.o
# playwright-core from the committed package-lock.json, installed when missing (node_modules/ is not tracked).
TEST_BINS += node_modules/.installed
node_modules/.installed: package-lock.json | test-deps
	npm ci --no-audit --no-fund && touch $@
# `make install` puts the play page where an installed `coverjar-bank serve` looks for it, PREFIX/share/coverjar/page.
install: bank-install-page
.PHONY: bank-install-page
bank-install-page:
	mkdir -p $(DESTDIR)$(PREFIX)/share/coverjar/page
	cp $(wildcard gen/bank/page/*.html gen/bank/page/*.js gen/bank/page/*.css gen/bank/page/*.svg) $(DESTDIR)$(PREFIX)/share/coverjar/page/
