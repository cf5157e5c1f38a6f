# gen/module.mk: (module not written yet)
