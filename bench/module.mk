# bench/module.mk: (module not written yet)
