# classify/module.mk: difficulty: the logical grader, PuzzleJAR's features and richer ones (library),
# and bin/classify (grade, hint, features, and the libsvm train/predict/eval, linked in the tool only).
LIB_SRC  += classify/grader.c classify/grader_core.c classify/subsets.c classify/wings.c classify/uniqueness.c classify/chains.c classify/guess.c classify/features.c classify/inference.c
TOOLS    += classify
classify_NAME := grade Sudoku difficulty logically or with an SVM
classify_SRC  := classify/main.c classify/commands.c classify/kept.c classify/svm_model.c classify/svm_predict.c classify/model_file.c classify/svm_text.c classify/text.c $(CLI_SRC)
classify_LIBS := -lsvm -ljansson -lm -lpthread
TESTS_C  += test_classify test_classify_techniques
TESTS_SH += classify_cli.sh classify_peers_cli.sh
APT_NEEDS += libsvm-dev
HEADERS  += classify/grader.h classify/features.h classify/guess.h classify/inference.h

CLASSIFY_MODEL ?= classify/models/default.model
# The shipped default model: the seeds' four levels, from the Kaggle set's buckets (see classify/README.md).
model: bin/classify
	@mkdir -p build/model $(dir $(CLASSIFY_MODEL))
	grep -v '^#' $(DATA)/sudoku9_kaggle3m_rated.txt | awk -f classify/levels.awk > build/model/labels.txt
	bin/classify train --labels build/model/labels.txt --model $(CLASSIFY_MODEL) --features full --quick -j 2

# `make install` also installs the shipped model where bin/classify looks for it (PREFIX/share/coverjar).
install: classify-install-model
.PHONY: classify-install-model
classify-install-model:
	mkdir -p $(DESTDIR)$(PREFIX)/share/coverjar
	if [ -f $(CLASSIFY_MODEL) ]; then cp $(CLASSIFY_MODEL) $(DESTDIR)$(PREFIX)/share/coverjar/default.model; fi
classify_SRC += $(KIND_DRIVER_SRC)
