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


# scripts/compare-outputs.sh records every texel and opt invocation: with
# TEXEL_CAPTURE_DIR set, both run through scripts/compare/capture.sh.
capture = ""
if os.environ.get("TEXEL_CAPTURE_DIR"):
    config.environment["TEXEL_CAPTURE_DIR"] = os.environ["TEXEL_CAPTURE_DIR"]
    capture = os.path.join(repository, "scripts", "compare", "capture.sh") + " "
config.substitutions.append(("%opt", capture + os.path.join(llvm_bindir, "opt")))
config.substitutions.append(("%plugin", os.path.join(release, "libtexel.so")))
config.substitutions.append(("%texel", capture + os.path.join(release, "texel")))
config.substitutions.append(("%runner", os.path.join(release, "texel-runner")))
config.substitutions.append(("%spirv-val", tool("spirv-val")))
config.substitutions.append(("%spirv-dis", tool("spirv-dis")))

for artefact in ("libtexel.so", "texel"):
    if not os.path.exists(os.path.join(release, artefact)):
        lit_config.fatal(f"target/release/{artefact} is missing: run `cargo build --release` first")

# Execution tests (exec/): `vulkan` when texel-runner finds a Vulkan device, and
# one feature `vulkan-<name>` per device feature it can enable (the names of
# `texel-runner --features`, e.g. vulkan-computeDerivativeGroupQuadsKHR), so a
# test that needs one says `REQUIRES: vulkan-<name>` and is UNSUPPORTED, with
# that name as the reason, on a device without it.
runner = os.path.join(release, "texel-runner")
if os.path.exists(runner):
    try:
        described = subprocess.run([runner, "--features"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        described = None
    if described is not None and described.returncode == 0:
        lines = described.stdout.splitlines()
        if lines and lines[0].startswith("device "):
            config.available_features.add("vulkan")
            for name in lines[1:]:
                config.available_features.add("vulkan-" + name.strip())

# HLSL compute shader -> Vulkan SPIR-V by glslang, for the runner's own tests
# (exec/runner/): independent of texel's front end. vulkan1.1 (SPIR-V 1.3):
# glslang 12 decorates HLSL structured buffers BufferBlock, invalid after 1.3.
glslang = shutil.which("glslangValidator")
if glslang:
    config.substitutions.append(("%glslang", glslang + " -D -V -S comp -e main --target-env vulkan1.1"))
    config.available_features.add("glslang")
