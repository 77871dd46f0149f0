# Lewis & Clark Desktop: build targets. Packaging recipes live in packaging/ (see packaging/README.md).
#
#   make package         all Linux artifacts in dist/: bundle, .deb, tarball (offline once deps are installed)
#   make package-check   package + run the bundle offscreen + install/remove the .deb in a scratch root
#   make wheelhouse      every wheel needed for an offline `pip install --no-index` (needs PyPI once)
#   make wheel           our wheel in dist/ (setup.py compiles the .qm into it; needs PyPI for the build env)
#
# PYTHON must be an interpreter with PySide6-Essentials, pyqtgraph, platformdirs and pyinstaller
# (.ci/package-check uses the project's .venv).

PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)
BUILD_PY := $(PYTHON) packaging/build.py
# .deb compression: xz (smallest, slow) or zstd (fast; CI's package-check uses it).
DEB_COMPRESSION ?= xz

.PHONY: bundle deb tarball wheel wheelhouse package package-check package-figures icons clean \
        run test translations qm check-translations bench bench-openspiel

run:                 ## set up .venv and start the application
	scripts/run

test:                ## set up .venv and run the whole test suite offscreen
	scripts/test

translations:        ## refresh translations/*.ts from the sources, then build lewisclark_desktop/i18n/*.qm
	scripts/update-translations

qm:                  ## build only the .qm catalogues
	scripts/update-translations --release

check-translations:  ## fail on untranslated messages or a .ts out of date with the sources
	scripts/check-translations

bench:               ## speed figures (never part of the tests)
	$(PYTHON) benchmarks/engine_speed.py
	QT_QPA_PLATFORM=offscreen $(PYTHON) benchmarks/ui_speed.py

bench-openspiel:     ## every game's random self-play speed beside OpenSpiel's tic-tac-toe (own venv)
	$(PYTHON) benchmarks/openspiel_speed.py

bundle:
	$(BUILD_PY) bundle

deb: bundle
	$(BUILD_PY) deb --compression $(DEB_COMPRESSION)

tarball: bundle
	$(BUILD_PY) tarball

package: bundle
	$(BUILD_PY) deb --compression $(DEB_COMPRESSION)
	$(BUILD_PY) tarball

package-check: package
	$(BUILD_PY) check

package-figures:
	$(BUILD_PY) figures

wheelhouse:
	$(BUILD_PY) wheelhouse

wheel:
	$(PYTHON) -m pip wheel --no-deps --wheel-dir dist .

# Re-render resources/icons/* from the SVG (outputs are committed).
icons:
	$(PYTHON) packaging/make_icons.py

clean:
	rm -rf build dist
