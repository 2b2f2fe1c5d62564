"""tools/java_stubs/generate.py: signature-only stubs from Java sources, with the facts a compiler checks.

On a small source tree made here: private and package-private members are left out, access modifiers and
static/final/abstract kept, types qualified, bodies dropped; a type named in a signature becomes a member-less
shell; a concrete class gets the methods it implements of the abstract methods emitted above it. The stubs
compile, and code calling what the sources don't allow (a private method) doesn't. The committed stubs name
the commit they came from.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools" / "java_stubs"))

import generate  # noqa: E402

SOURCES = {
    "lib/a/Api.java": """
        package a;
        import java.util.List;
        import b.Thing;
        public interface Api<T extends Thing> {
            List<T> all(int n, String... names) throws java.io.IOException;
            default int count() { return 0; }
            String NAME = "api";
        }
    """,
    "lib/a/Impl.java": """
        package a;
        import java.util.*;
        import b.Thing;
        public class Impl implements Api<Thing>, Comparable<Impl> {
            public static final int LIMIT = 3;
            private int secret;
            protected Impl(Thing t) { }
            public List<Thing> all(int n, String... names) { return null; }
            public int compareTo(Impl o) { return 0; }
            private void hidden() { }
            void packagePrivate() { }
            protected final Map<String, Thing> byName() { return null; }
            public enum Kind { ONE, TWO }
            public static class Nested<E> { public E get() { return null; } }
        }
    """,
    "lib/b/Thing.java": """
        package b;
        public abstract class Thing extends RuntimeException {
            public abstract String name();
            public void unused(Other o) { }
        }
    """,
    "lib/b/Other.java": "package b;\npublic class Other { public void x() { } }\n",
}


@pytest.fixture
def stubs(tmp_path: Path) -> Path:
    for rel, text in SOURCES.items():
        path = tmp_path / "src" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(line[8:] if line.startswith("        ") else line for line in text.splitlines()))
    config = {"name": "demo", "repository": "demo/lib", "roots": ["lib"],
              "classes": {"a.Impl": "*", "a.Api": ["all", "count", "NAME"]}}
    problems = generate.generate(config, tmp_path / "src", tmp_path / "out", "abc123")
    assert problems == []
    return tmp_path / "out"


def test_stubs_keep_the_signatures_and_drop_the_code(stubs: Path) -> None:
    impl = (stubs / "a" / "Impl.java").read_text()
    assert "public class Impl implements a.Api<b.Thing>, java.lang.Comparable<a.Impl>" in impl
    assert "public static final int LIMIT = 3;" in impl
    assert "protected Impl(b.Thing t)" in impl
    assert "public java.util.List<b.Thing> all(int n, java.lang.String... names)" in impl
    assert "protected final java.util.Map<java.lang.String, b.Thing> byName()" in impl
    assert "secret" not in impl and "hidden" not in impl and "packagePrivate" not in impl
    assert "return null" not in impl and "UnsupportedOperationException" in impl
    assert "public enum Kind {" in impl and "public static class Nested<E> {" in impl
    api = (stubs / "a" / "Api.java").read_text()
    assert "java.util.List<T> all(int n, java.lang.String... names) throws java.io.IOException;" in api
    assert 'java.lang.String NAME = "api";' in api and "default int count()" in api
    thing = (stubs / "b" / "Thing.java").read_text()  # a shell: named in a signature, listed nowhere
    assert "public abstract class Thing extends java.lang.RuntimeException {\n}" in thing
    assert not (stubs / "b" / "Other.java").exists()  # named only in a member that isn't emitted
    assert "demo/lib at `abc123`" in (stubs / "STUBS.md").read_text()


def test_stubs_compile_and_refuse_what_the_sources_do_not_allow(stubs: Path, tmp_path: Path) -> None:
    javac = shutil.which("javac")
    if javac is None:
        pytest.skip("javac is not installed")
    use = tmp_path / "use" / "Use.java"
    use.parent.mkdir()
    use.write_text("class Use extends a.Impl {\n    Use() { super(null); }\n"
                   "    void f() throws Exception { all(1, \"x\").size(); byName(); int n = LIMIT; }\n}\n")
    ok = subprocess.run([javac, "-d", str(tmp_path / "c"), "-sourcepath", str(stubs), str(use)], capture_output=True,
                        text=True, timeout=120, check=False)
    assert ok.returncode == 0, ok.stderr
    use.write_text(use.read_text().replace("byName();", "hidden();"))
    bad = subprocess.run([javac, "-d", str(tmp_path / "c"), "-sourcepath", str(stubs), str(use)], capture_output=True,
                         text=True, timeout=120, check=False)
    assert bad.returncode != 0 and "hidden" in bad.stderr


def test_the_committed_stubs_say_where_they_came_from() -> None:
    xmage = (ROOT / "tests" / "java_stubs" / "xmage" / "STUBS.md").read_text()
    assert "magefree/mage at `bb9895f947872753145ecbc2a7af9da2d9e6b0cd`" in xmage
    junit = (ROOT / "tests" / "java_stubs" / "junit" / "STUBS.md").read_text()
    assert "junit-team/junit4 at `71c33ce555230d9dfb6cab5e133e22a4cc95cdff`" in junit
    forge = (ROOT / "tests" / "java_stubs" / "forge" / "STUBS.md").read_text()
    assert "not checked against a Forge build" in forge
    sources = json.loads((ROOT / "tools" / "java_stubs" / "forge-sources.json").read_text())
    assert all(f"`{s['path']}`" in forge for s in sources)
    read = [s for s in sources if re.fullmatch(r"[0-9a-f]{40}", s.get("commit", ""))]
    assert all(s["source"].startswith(f"Card-Forge/forge@{s['commit']}") for s in read)
    # every file but one (GuiDesktop: no version in the index fits) was read from Card-Forge/forge
    assert [s["path"].rsplit("/", 1)[1] for s in sources if s not in read] == ["GuiDesktop.java"]
    for s in read:  # and its stub (if it has one) names the file as the place it came from
        assert f"| `{s['path']}` | Card-Forge/forge@{s['commit']}" in forge
    for config in ("xmage", "forge", "junit"):  # every configured class has a stub
        classes = json.loads((ROOT / "tools" / "java_stubs" / f"{config}.json").read_text())["classes"]
        for fqn in classes:
            top = fqn
            while not (ROOT / "tests" / "java_stubs" / config / (top.replace(".", "/") + ".java")).exists() and "." in top:
                top = top.rsplit(".", 1)[0]
            assert (ROOT / "tests" / "java_stubs" / config / (top.replace(".", "/") + ".java")).exists(), fqn


def test_a_partial_checkout_takes_an_unimported_name_for_one_of_its_own_package(tmp_path: Path) -> None:
    """Files read one by one: a type of the unit's package that wasn't read is still that package's."""
    src = tmp_path / "src" / "lib" / "p" / "Uses.java"
    src.parent.mkdir(parents=True)
    src.write_text("package p;\npublic class Uses {\n    public NotRead get() { return null; }\n}\n")
    config = {"name": "demo", "repository": "demo/lib", "roots": ["lib"], "partial": True, "classes": {"p.Uses": "*"}}
    assert generate.generate(config, tmp_path / "src", tmp_path / "out", "abc123") == []
    assert "public p.NotRead get()" in (tmp_path / "out" / "p" / "Uses.java").read_text()
    assert (tmp_path / "out" / "p" / "NotRead.java").exists()
