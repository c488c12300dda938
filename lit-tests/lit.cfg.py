# lit configuration for texel's FileCheck suites (TESTING.md).
#
# Finds LLVM 22's tools through llvm-config-22 (or $LLVM_CONFIG), puts its bindir
# first on PATH (bare FileCheck, not, split-file), and substitutes the texel
# artefacts built by `cargo build --release`.

import os
import shutil
import subprocess

import lit.formats

config.name = "texel"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".hlsl", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

repository = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(repository, "target", "lit")

llvm_config = os.environ.get("LLVM_CONFIG") or shutil.which("llvm-config-22") or "llvm-config-22"
llvm_bindir = subprocess.check_output([llvm_config, "--bindir"], text=True).strip()
config.environment["PATH"] = os.pathsep.join([llvm_bindir, config.environment.get("PATH", os.environ["PATH"])])

release = os.path.join(repository, "target", "release")


def tool(name):
    found = shutil.which(name)
    if not found:
        lit_config.fatal(f"{name} not found: run scripts/setup.sh")
    return found


config.substitutions.append(("%opt", os.path.join(llvm_bindir, "opt")))
config.substitutions.append(("%plugin", os.path.join(release, "libtexel.so")))
config.substitutions.append(("%texel", os.path.join(release, "texel")))
config.substitutions.append(("%runner", os.path.join(release, "texel-runner")))
config.substitutions.append(("%spirv-val", tool("spirv-val")))
config.substitutions.append(("%spirv-dis", tool("spirv-dis")))

for artefact in ("libtexel.so", "texel"):
    if not os.path.exists(os.path.join(release, artefact)):
        lit_config.fatal(f"target/release/{artefact} is missing: run `cargo build --release` first")
