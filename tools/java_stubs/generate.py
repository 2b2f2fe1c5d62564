"""Signature-only Java stubs, generated from an engine's real sources, for compiling code against its API.

The suite can't build XMage or Forge (neither is in a package registry this project can reach), yet the
XMage tests it exports and the Forge runner it ships must compile against them. So this script reads the
engines' own Java sources at a pinned commit and writes stubs that keep every fact a compiler checks (the
packages, type kinds, type parameters and bounds, supertypes, access modifiers, static/final/abstract,
parameter and return types, varargs, thrown exceptions, constants) and none of the code: every method
body is ``throw new UnsupportedOperationException()``.

What to stub is a JSON config (``xmage.json``, ``forge.json``, ``junit.json`` beside this file)::

    {"name": "xmage", "repository": "magefree/mage", "roots": ["Mage/src/main/java", ...],
     "classes": {"org.mage.test.serverside.base.CardTestPlayerBase": "*",
                 "mage.game.Game": ["getPlayer", "getStack", ...]}}

A class listed with ``"*"`` gets all its public and protected members; with a list, the members of those
names (every overload). A type named in an emitted signature but not listed becomes a *shell*: its
declaration (kind, type parameters, the supertypes that are themselves emitted) without members. A type
from outside the scanned sources (a library such as Guava) becomes an *external* shell, its kind and
number of type parameters taken from how it is used. Private and package-private members are never
emitted: code outside the engine can't use them.

Run (a checkout of the engine at the commit to pin; Forge's files may be a partial checkout)::

    python tools/java_stubs/generate.py tools/java_stubs/xmage.json /path/to/mage \
        --commit "$(git -C /path/to/mage rev-parse HEAD)" --out tests/java_stubs/xmage

It writes ``<out>/<package>/<Type>.java`` and ``<out>/STUBS.md`` (where they came from), then compiles
them with ``javac`` (if present) to check the result is consistent. Parsing is tree-sitter's Java grammar.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tree_sitter
import tree_sitter_java

JAVA = tree_sitter.Language(tree_sitter_java.language())
PARSER = tree_sitter.Parser(JAVA)
TYPE_DECLS = ("class_declaration", "interface_declaration", "enum_declaration", "annotation_type_declaration",
              "record_declaration")
KIND_WORD = {"class_declaration": "class", "interface_declaration": "interface", "enum_declaration": "enum",
             "annotation_type_declaration": "@interface", "record_declaration": "class"}
PRIMITIVES = {"int", "long", "short", "byte", "char", "boolean", "float", "double", "void"}
DEFAULTS = {"int": "0", "long": "0L", "short": "(short) 0", "byte": "(byte) 0", "char": "'\\0'", "boolean": "false",
            "float": "0f", "double": "0d"}
#: The JDK packages whose class names are listed with ``jimage`` (for on-demand imports such as java.util.*).
JDK_PACKAGES = ("java.lang", "java.util", "java.util.function", "java.util.concurrent", "java.util.concurrent.atomic",
                "java.util.stream", "java.io", "java.nio.file", "java.nio.charset", "java.util.regex", "java.lang.reflect",
                "java.lang.annotation", "java.text", "java.time", "java.net", "java.math", "java.awt", "java.awt.image",
                "java.util.logging", "javax.swing", "java.beans", "java.security")
#: Abstract methods of the JDK interfaces an emitted concrete class may implement.
JDK_ABSTRACT = {"java.lang.Comparable": ("compareTo",), "java.lang.Iterable": ("iterator",),
                "java.util.Comparator": ("compare",), "java.lang.Runnable": ("run",),
                "java.util.concurrent.Callable": ("call",), "java.util.function.Supplier": ("get",),
                "java.util.function.Function": ("apply",), "java.util.function.Consumer": ("accept",),
                "java.util.function.Predicate": ("test",), "java.util.Iterator": ("hasNext", "next"),
                "java.lang.AutoCloseable": ("close",), "java.io.Closeable": ("close",),
                "java.lang.CharSequence": ("length", "charAt", "subSequence"),
                # marker interfaces: nothing to implement
                "java.io.Serializable": (), "java.lang.Cloneable": (), "java.util.RandomAccess": (),
                "java.util.EventListener": ()}
THROW = "{ throw new java.lang.UnsupportedOperationException(\"stub\"); }"


def text(node: tree_sitter.Node | None) -> str:
    return "" if node is None else (node.text or b"").decode("utf-8")


def jdk_classes() -> dict[str, set[str]]:
    """Class names of the JDK packages in JDK_PACKAGES, from the running JDK's module image."""
    found: dict[str, set[str]] = {p: set() for p in JDK_PACKAGES}
    jimage = shutil.which("jimage")
    javac = shutil.which("javac")
    if jimage is None and javac:
        candidate = Path(javac).resolve().parent / "jimage"
        jimage = str(candidate) if candidate.exists() else None
    home = Path(jimage).resolve().parent.parent if jimage else None
    modules = home / "lib" / "modules" if home else None
    if jimage and modules and modules.exists():
        out = subprocess.run([jimage, "list", str(modules)], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            line = line.strip()
            if line.endswith(".class") and "$" not in line:
                pkg, _, cls = line.removesuffix(".class").rpartition("/")
                pkg = pkg.replace("/", ".")
                if pkg in found:
                    found[pkg].add(cls)
    else:  # no JDK here: the names this project's stubs need
        found["java.lang"] |= {"String", "Object", "Integer", "Long", "Boolean", "Class", "Enum", "Iterable", "Runnable",
                               "Exception", "RuntimeException", "Throwable", "Comparable", "CharSequence", "Number",
                               "Double", "Float", "Short", "Byte", "Character", "Void", "Error", "Cloneable", "AutoCloseable",
                               "IllegalArgumentException", "IllegalStateException", "StringBuilder", "Thread"}
        found["java.util"] |= {"List", "Map", "Set", "UUID", "Collection", "Iterator", "Optional", "ArrayList", "HashMap",
                               "HashSet", "LinkedHashMap", "EnumMap", "EnumSet", "Random", "Comparator", "Date", "Deque"}
    return found


@dataclass
class TypeDecl:
    """A type declared in the scanned sources."""

    fqn: str
    node: tree_sitter.Node
    unit: CompilationUnit
    outer: TypeDecl | None = None
    nested: dict[str, TypeDecl] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.node.type

    @property
    def name(self) -> str:
        return self.fqn.rsplit(".", 1)[-1]

    def type_params(self) -> list[str]:
        tp = self.node.child_by_field_name("type_parameters")
        return [text(c.named_children[0]) for c in tp.named_children if c.type == "type_parameter"] if tp else []


@dataclass
class CompilationUnit:
    path: Path
    package: str
    single: dict[str, str]  # simple name -> qualified name, from single-type imports
    on_demand: list[str]  # a.b from `import a.b.*;`
    types: list[TypeDecl] = field(default_factory=list)


class Sources:
    """The scanned source roots: an index of top-level types by qualified name, parsed lazily."""

    def __init__(self, checkout: Path, roots: list[str], partial: bool = False) -> None:
        self.partial = partial  # files were read one by one: a type not among them may still be the engine's
        self.files: dict[str, Path] = {}
        self.packages: dict[str, set[str]] = {}
        for pattern in roots:
            for root in sorted(checkout.glob(pattern)):
                for f in sorted(root.rglob("*.java")):
                    rel = f.relative_to(root).with_suffix("")
                    fqn = ".".join(rel.parts)
                    self.files.setdefault(fqn, f)
                    self.packages.setdefault(".".join(rel.parts[:-1]), set()).add(rel.parts[-1])
        self.checkout = checkout
        self.units: dict[Path, CompilationUnit] = {}
        self.types: dict[str, TypeDecl] = {}
        self.jdk = jdk_classes()

    def unit(self, path: Path) -> CompilationUnit:
        if path in self.units:
            return self.units[path]
        tree = PARSER.parse(path.read_bytes())
        root = tree.root_node
        package, single, on_demand = "", {}, []
        for child in root.named_children:
            if child.type == "package_declaration":
                package = text(child.named_children[0])
            elif child.type == "import_declaration":
                if any(c.type == "static" for c in child.children):
                    continue
                name = text(next(c for c in child.named_children if c.type in ("identifier", "scoped_identifier")))
                if any(c.type == "asterisk" for c in child.children):
                    on_demand.append(name)
                else:
                    single[name.rsplit(".", 1)[-1]] = name
        unit = CompilationUnit(path, package, single, on_demand)
        self.units[path] = unit
        for child in root.named_children:
            if child.type in TYPE_DECLS:
                self._register(unit, child, f"{package}.{text(child.child_by_field_name('name'))}".lstrip("."), None)
        return unit

    def _register(self, unit: CompilationUnit, node: tree_sitter.Node, fqn: str, outer: TypeDecl | None) -> TypeDecl:
        decl = TypeDecl(fqn, node, unit, outer)
        self.types[fqn] = decl
        if outer is None:
            unit.types.append(decl)
        else:
            outer.nested[decl.name] = decl
        body = node.child_by_field_name("body")
        for member in _members(body):
            if member.type in TYPE_DECLS:
                self._register(unit, member, f"{fqn}.{text(member.child_by_field_name('name'))}", decl)
        return decl

    def find(self, fqn: str) -> TypeDecl | None:
        """The declaration of a qualified type name (nested types as ``a.b.Outer.Inner``), if scanned."""
        if fqn in self.types:
            return self.types[fqn]
        parts = fqn.split(".")
        for i in range(len(parts), 0, -1):
            top = ".".join(parts[:i])
            if top in self.files:
                self.unit(self.files[top])
                return self.types.get(fqn)
        return None

    def package_of(self, fqn: str) -> bool:
        return fqn in self.packages


def _members(body: tree_sitter.Node | None) -> list[tree_sitter.Node]:
    if body is None:
        return []
    out = []
    for c in body.named_children:
        if c.type == "enum_body_declarations":
            out.extend(c.named_children)
        else:
            out.append(c)
    return out


def _modifiers(node: tree_sitter.Node) -> list[str]:
    mods = next((c for c in node.children if c.type == "modifiers"), None)
    if mods is None:
        return []
    return [text(c) for c in mods.children if c.type not in ("marker_annotation", "annotation", "line_comment",
                                                               "block_comment")]


class Resolver:
    """Resolves a type name as written in one type's source to its qualified name."""

    def __init__(self, sources: Sources, decl: TypeDecl, type_vars: set[str]) -> None:
        self.sources, self.decl, self.type_vars = sources, decl, type_vars

    def simple(self, name: str, inherited: bool = True, same_package: bool = True) -> str | None:
        if name in self.type_vars:
            return name
        d: TypeDecl | None = self.decl
        while d is not None:  # the type itself, its nested types, its enclosing types and theirs
            if d.name == name:
                return d.fqn
            if name in d.nested:
                return d.nested[name].fqn
            found = self._inherited_nested(d, name, set()) if inherited else None
            if found:
                return found
            d = d.outer
        unit = self.decl.unit
        if name in unit.single:
            return unit.single[name]
        if name in self.sources.packages.get(unit.package, set()):
            return f"{unit.package}.{name}".lstrip(".")
        for pkg in unit.on_demand:
            if name in self.sources.packages.get(pkg, set()):
                return f"{pkg}.{name}"
            outer = self.sources.find(pkg)
            if outer is not None and name in outer.nested:
                return outer.nested[name].fqn
            if name in self.sources.jdk.get(pkg, set()):
                return f"{pkg}.{name}"
        if name in self.sources.jdk["java.lang"]:
            return f"java.lang.{name}"
        for pkg in unit.on_demand:  # a library package (org.apache..., com.google...): assume it is from there
            if not pkg.startswith(("java.", "javax.")) and not self.sources.package_of(pkg):
                return f"{pkg}.{name}"
        if self.sources.partial and same_package:  # not imported: a type of the unit's own package, just not read
            return f"{unit.package}.{name}".lstrip(".")
        return None

    def _inherited_nested(self, d: TypeDecl, name: str, seen: set[str]) -> str | None:
        if d.fqn in seen:
            return None
        seen.add(d.fqn)
        for sup in supertype_nodes(d):
            first = _base_name(sup)
            if first is None:
                continue
            fqn = Resolver(self.sources, d, set()).simple(first, inherited=False) if first != d.name else None
            sd = self.sources.find(fqn) if fqn else None
            if sd is None:
                continue
            if name in sd.nested:
                return sd.nested[name].fqn
            found = self._inherited_nested(sd, name, seen)
            if found:
                return found
        return None

    def qualified(self, node: tree_sitter.Node) -> str | None:
        """A type_identifier or scoped_type_identifier (without type arguments) → qualified name."""
        if node.type == "type_identifier":
            return self.simple(text(node))
        parts = [text(c) for c in _scoped_parts(node)]
        head = self.simple(parts[0], same_package=False)  # a.b.C: "a" is a package, not a type of this one
        if head is None:  # a package-qualified name: a.b.C.D
            for i in range(len(parts), 0, -1):
                cand = ".".join(parts[:i])
                if cand in self.sources.files or self.sources.find(cand):
                    return ".".join(parts)
            return ".".join(parts)
        return ".".join([head, *parts[1:]])


def _scoped_parts(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    out: list[tree_sitter.Node] = []
    for c in node.named_children:
        if c.type == "scoped_type_identifier":
            out.extend(_scoped_parts(c))
        elif c.type == "type_identifier":
            out.append(c)
        elif c.type == "generic_type":  # Outer<T>.Inner: keep the names only
            out.extend(_scoped_parts(c) if c.named_children[0].type == "scoped_type_identifier" else [c.named_children[0]])
    return out


def _base_name(node: tree_sitter.Node) -> str | None:
    n = node
    while n.type == "generic_type":
        n = n.named_children[0]
    if n.type == "type_identifier":
        return text(n)
    if n.type == "scoped_type_identifier":
        return text(_scoped_parts(n)[0])
    return None


def supertype_nodes(d: TypeDecl) -> list[tree_sitter.Node]:
    out = []
    sc = d.node.child_by_field_name("superclass")
    if sc is not None:
        out.extend(sc.named_children)
    for fieldname in ("interfaces",):
        si = d.node.child_by_field_name(fieldname)
        if si is not None:
            for tl in si.named_children:
                out.extend(tl.named_children)
    for c in d.node.named_children:  # interface X extends A, B
        if c.type == "extends_interfaces":
            for tl in c.named_children:
                out.extend(tl.named_children)
    return out


class Generator:
    def __init__(self, config: dict[str, Any], sources: Sources) -> None:
        self.config = config
        self.sources = sources
        self.wanted: dict[str, Any] = dict(config["classes"])
        self.shells: set[str] = set()
        self.external: dict[str, dict[str, Any]] = {}  # fqn -> {"arity": n, "kind": "class"|"interface"}
        self.problems: list[str] = []
        self.dropped: list[str] = []

    # --- rendering types -----------------------------------------------------------------------------

    def render(self, node: tree_sitter.Node, res: Resolver, use: str = "type") -> str:
        t = node.type
        if t in ("integral_type", "floating_point_type", "boolean_type", "void_type"):
            return text(node)
        if t == "array_type":
            return self.render(node.child_by_field_name("element"), res) + text(node.child_by_field_name("dimensions"))
        if t == "generic_type":
            base = node.named_children[0]
            args = node.named_children[1] if len(node.named_children) > 1 else None
            rendered_args = [self.render(a, res) for a in args.named_children] if args else []
            name = self.render(base, res, use=f"{use}:{len(rendered_args)}")
            return f"{name}<{', '.join(rendered_args)}>" if args is not None else name
        if t in ("type_identifier", "scoped_type_identifier"):
            fqn = res.qualified(node)
            if fqn is None:
                self.problems.append(f"{res.decl.fqn}: can't resolve type {text(node)}")
                return "java.lang.Object"
            if fqn in res.type_vars:
                return fqn
            self.note_type(fqn, use)
            return fqn
        if t == "wildcard":
            parts = [c for c in node.named_children]
            if not parts:
                return "?"
            bound = parts[-1]
            kw = "super" if "super" in [text(c) for c in node.children] else "extends"
            return f"? {kw} {self.render(bound, res)}"
        if t == "annotated_type":
            return self.render(node.named_children[-1], res, use)
        raise ValueError(f"{res.decl.fqn}: type node {t}: {text(node)}")

    def note_type(self, fqn: str, use: str) -> None:
        """A type used in an emitted signature: make sure it is emitted (as a shell if not wanted)."""
        if fqn.startswith(("java.", "javax.")):
            return
        decl = self.sources.find(fqn)
        if decl is None:
            info = self.external.setdefault(fqn, {"arity": 0, "kind": "class"})
            if use.startswith("type:") or use.startswith("extends:") or use.startswith("implements:"):
                info["arity"] = max(info["arity"], int(use.rsplit(":", 1)[1]))
            if use.startswith("implements"):
                info["kind"] = "interface"
            return
        while decl is not None:  # a nested type needs its enclosing types
            if decl.fqn not in self.wanted:
                self.shells.add(decl.fqn)
            decl = decl.outer

    # --- members ------------------------------------------------------------------------------------

    def type_params(self, node: tree_sitter.Node | None, res: Resolver) -> str:
        if node is None:
            return ""
        out = []
        for tp in node.named_children:
            if tp.type != "type_parameter":
                continue
            name = text(tp.named_children[0])
            bound = next((c for c in tp.named_children if c.type == "type_bound"), None)
            if bound is not None:
                out.append(f"{name} extends " + " & ".join(self.render(b, res) for b in bound.named_children))
            else:
                out.append(name)
        return f"<{', '.join(out)}>" if out else ""

    @staticmethod
    def declared_vars(node: tree_sitter.Node | None) -> set[str]:
        if node is None:
            return set()
        return {text(tp.named_children[0]) for tp in node.named_children if tp.type == "type_parameter"}

    def params(self, node: tree_sitter.Node, res: Resolver) -> str:
        out = []
        for p in node.named_children:
            if p.type == "formal_parameter":
                dims = text(p.child_by_field_name("dimensions")) if p.child_by_field_name("dimensions") else ""
                out.append(f"{self.render(p.child_by_field_name('type'), res)}{dims} {text(p.child_by_field_name('name'))}")
            elif p.type == "spread_parameter":
                typ = next(c for c in p.named_children if c.type not in ("modifiers", "variable_declarator"))
                var = next(c for c in p.named_children if c.type == "variable_declarator")
                out.append(f"{self.render(typ, res)}... {text(var.child_by_field_name('name'))}")
            elif p.type == "receiver_parameter":
                continue
        return ", ".join(out)

    def visible(self, mods: list[str], decl: TypeDecl) -> bool:
        if decl.kind in ("interface_declaration", "annotation_type_declaration"):
            return "private" not in mods
        return "public" in mods or "protected" in mods

    def member_lines(self, decl: TypeDecl, members_filter: Any, indent: str) -> list[str]:
        body = decl.node.child_by_field_name("body")
        class_vars = set(decl.type_params())
        outer = decl.outer
        while outer is not None and "static" not in _modifiers(decl.node):
            class_vars |= set(outer.type_params())
            outer = outer.outer
        lines: list[str] = []
        is_iface = decl.kind in ("interface_declaration", "annotation_type_declaration")
        is_enum = decl.kind == "enum_declaration"
        if is_enum:
            consts = [text(c.child_by_field_name("name")) for c in (body.named_children if body else [])
                      if c.type == "enum_constant"]
            lines.append(f"{indent}{', '.join(consts)};")
        take_all = members_filter == "*"
        names = set(members_filter) if isinstance(members_filter, list) else set()
        for m in _members(body):
            mods = _modifiers(m)
            if m.type in TYPE_DECLS:
                continue
            name_node = m.child_by_field_name("name")
            if m.type == "field_declaration" or m.type == "constant_declaration":
                if not self.visible(mods, decl):
                    continue
                for var in m.named_children:
                    if var.type != "variable_declarator":
                        continue
                    vname = text(var.child_by_field_name("name"))
                    if not take_all and vname not in names:
                        continue
                    res = Resolver(self.sources, decl, class_vars)
                    typ = self.render(m.child_by_field_name("type"), res)
                    dims = text(var.child_by_field_name("dimensions")) if var.child_by_field_name("dimensions") else ""
                    kept = [x for x in mods if x in ("public", "protected", "static", "final")]
                    if is_iface:
                        kept = [x for x in kept if x == "public"]
                    value = var.child_by_field_name("value")
                    init = ""
                    if "final" in kept or is_iface:
                        init = " = " + self.literal(value, typ + dims)
                    lines.append(f"{indent}{' '.join([*kept, typ + dims, vname])}{init};")
            elif m.type in ("method_declaration", "constructor_declaration", "annotation_type_element_declaration"):
                name = text(name_node)
                if m.type == "constructor_declaration":
                    if not self.visible(mods, decl) or is_enum:
                        continue
                    if not take_all and "<init>" not in names and name not in names:
                        continue
                elif not self.visible(mods, decl) or (not take_all and name not in names):
                    continue
                method_vars = class_vars | self.declared_vars(m.child_by_field_name("type_parameters"))
                res = Resolver(self.sources, decl, method_vars)
                tparams = self.type_params(m.child_by_field_name("type_parameters"), res)
                if m.type == "annotation_type_element_declaration":
                    typ = self.render(m.child_by_field_name("type"), res)
                    value = m.child_by_field_name("value")
                    default = f" default {self.annotation_value(value, res)}" if value is not None else ""
                    lines.append(f"{indent}{typ} {name}(){default};")
                    continue
                params = self.params(m.child_by_field_name("parameters"), res)
                throws = next((c for c in m.named_children if c.type == "throws"), None)
                throws_text = (" throws " + ", ".join(self.render(t, res) for t in throws.named_children)) if throws else ""
                kept = [x for x in mods if x in ("public", "protected", "static", "final", "abstract", "default")]
                if m.type == "constructor_declaration":
                    head = " ".join([*kept, *([tparams] if tparams else []), decl.name])
                    lines.append(f"{indent}{head}({params}){throws_text} {{ {self.super_call(decl)}throw new "
                                 "java.lang.UnsupportedOperationException(\"stub\"); }")
                    continue
                typ = self.render(m.child_by_field_name("type"), res)
                dims = text(m.child_by_field_name("dimensions")) if m.child_by_field_name("dimensions") else ""
                has_body = m.child_by_field_name("body") is not None
                if is_enum and "abstract" in kept:
                    kept.remove("abstract")
                    has_body = True
                head = " ".join([*kept, *([tparams] if tparams else []), typ + dims, name])
                if (is_iface and not has_body) or "abstract" in kept:
                    lines.append(f"{indent}{head}({params}){throws_text};")
                else:
                    lines.append(f"{indent}{head}({params}){throws_text} {THROW}")
        return lines

    def literal(self, value: tree_sitter.Node | None, typ: str) -> str:
        if value is not None and value.type in ("string_literal", "decimal_integer_literal", "hex_integer_literal",
                                                "decimal_floating_point_literal", "true", "false", "character_literal",
                                                "null_literal"):
            return text(value)
        if value is not None and value.type == "unary_expression" and len(value.named_children) == 1 and \
                value.named_children[0].type in ("decimal_integer_literal", "decimal_floating_point_literal"):
            return text(value)
        return DEFAULTS.get(typ, "null")

    def annotation_value(self, value: tree_sitter.Node, res: Resolver) -> str:
        if value.type == "class_literal":
            return self.render(value.named_children[0], res) + ".class"
        return text(value)

    def super_call(self, decl: TypeDecl) -> str:
        """``super(...);`` with typed defaults when the superclass (emitted) has no no-argument constructor."""
        sc = decl.node.child_by_field_name("superclass")
        if sc is None:
            return ""
        res = Resolver(self.sources, decl, set(decl.type_params()))
        base = sc.named_children[0]
        while base.type == "generic_type":
            base = base.named_children[0]
        fqn = res.qualified(base)
        sd = self.sources.find(fqn) if fqn else None
        if sd is None or fqn not in self.wanted:
            return ""
        ctors = [m for m in _members(sd.node.child_by_field_name("body")) if m.type == "constructor_declaration"
                 and ("public" in _modifiers(m) or "protected" in _modifiers(m))]
        filt = self.wanted.get(sd.fqn)
        if not ctors or any(len(m.child_by_field_name("parameters").named_children) == 0 for m in ctors):
            return ""
        if filt != "*" and "<init>" not in (filt or []):
            self.problems.append(f"{decl.fqn}: its superclass {sd.fqn} needs '<init>' in the config")
        ctor = ctors[0]
        sres = Resolver(self.sources, sd, set(sd.type_params()))
        args = []
        for p in ctor.child_by_field_name("parameters").named_children:
            if p.type == "formal_parameter":
                t = self.render(p.child_by_field_name("type"), sres)
                args.append(DEFAULTS.get(t, f"({_erase(t, sd.type_params())}) null"))
            elif p.type == "spread_parameter":
                typ = next(c for c in p.named_children if c.type not in ("modifiers", "variable_declarator"))
                args.append(f"({_erase(self.render(typ, sres), sd.type_params())}[]) null")
        return f"super({', '.join(args)}); "

    # --- types ---------------------------------------------------------------------------------------

    def header(self, decl: TypeDecl, shell: bool) -> str:
        mods = _modifiers(decl.node)
        kept = [m for m in mods if m in ("public", "protected", "static", "abstract", "final")]
        if decl.kind == "enum_declaration":
            kept = [m for m in kept if m not in ("abstract", "final")]
        if decl.kind in ("interface_declaration", "annotation_type_declaration"):
            kept = [m for m in kept if m not in ("abstract", "final")]
        if decl.outer is None:
            kept = [m for m in kept if m not in ("protected", "static", "private")]
            if "public" not in kept:
                kept.insert(0, "public")  # a stub is read from other packages
        res = Resolver(self.sources, decl, set(decl.type_params()))
        tparams = self.type_params(decl.node.child_by_field_name("type_parameters"), res)
        supers = []
        sc = decl.node.child_by_field_name("superclass")
        if sc is not None and decl.kind == "class_declaration":
            rendered = self._super(sc.named_children[0], res, shell, "extends")
            if rendered:
                supers.append(f"extends {rendered}")
        ifaces: list[str] = []
        for si_field in ("interfaces",):
            si = decl.node.child_by_field_name(si_field)
            if si is not None:
                for tl in si.named_children:
                    ifaces += [r for r in (self._super(t, res, shell, "implements") for t in tl.named_children) if r]
        ext_ifaces = []
        for c in decl.node.named_children:
            if c.type == "extends_interfaces":
                for tl in c.named_children:
                    ext_ifaces += [r for r in (self._super(t, res, shell, "implements") for t in tl.named_children) if r]
        if ifaces:
            supers.append("implements " + ", ".join(ifaces))
        if ext_ifaces:
            supers.append("extends " + ", ".join(ext_ifaces))
        word = KIND_WORD[decl.kind]
        if decl.kind == "record_declaration":
            kept.append("final")
        return " ".join([*kept, word, decl.name + tparams, *supers])

    def _super(self, node: tree_sitter.Node, res: Resolver, shell: bool, how: str) -> str | None:
        """A supertype as written; for a shell, only if that supertype is itself emitted."""
        base = node
        while base.type == "generic_type":
            base = base.named_children[0]
        fqn = res.qualified(base)
        if fqn is None:
            self.problems.append(f"{res.decl.fqn}: can't resolve supertype {text(node)}")
            return None
        if fqn.startswith(("java.", "javax.")):
            decl = res.decl
            concrete = decl.kind in ("class_declaration", "enum_declaration") and "abstract" not in _modifiers(decl.node)
            if shell and how == "implements" and concrete and JDK_ABSTRACT.get(fqn) != ():
                return None  # a shell has no members: it can't implement a JDK interface's methods
            if how == "implements" and concrete and fqn not in JDK_ABSTRACT:
                self.dropped.append(f"{decl.fqn} implements {fqn}")  # its many methods aren't stubbed
                return None
            return self.render(node, res, use=f"{how}:0")
        if shell and how == "extends" and self.sources.find(fqn) is not None:
            self.note_type(fqn, "extends:0")  # a superclass is kept: exceptions stay Throwables
        elif shell and fqn not in self.wanted and fqn not in self.shells:
            return None
        if not shell and self.sources.find(fqn) is None and fqn not in self.external:
            return None  # a library supertype of an emitted class: not needed to compile against it
        return self.render(node, res, use=f"{how}:0")

    def type_lines(self, decl: TypeDecl, indent: str) -> list[str]:
        shell = decl.fqn not in self.wanted
        filt = self.wanted.get(decl.fqn, [])
        lines = [f"{indent}{self.header(decl, shell)} {{"]
        if shell and decl.kind == "enum_declaration":
            body = decl.node.child_by_field_name("body")
            consts = [text(c.child_by_field_name("name")) for c in (body.named_children if body else [])
                      if c.type == "enum_constant"]
            lines.append(f"{indent}    {', '.join(consts)};")
        elif shell and decl.kind == "annotation_type_declaration":
            lines += self.member_lines(decl, "*", indent + "    ")
        elif not shell:
            lines += self.member_lines(decl, filt, indent + "    ")
        for nested in decl.nested.values():
            if nested.fqn in self.wanted or nested.fqn in self.shells:
                lines += self.type_lines(nested, indent + "    ")
        lines.append(f"{indent}}}")
        return lines

    # --- what a concrete class must implement --------------------------------------------------------

    def supertypes(self, decl: TypeDecl) -> list[TypeDecl]:
        res = Resolver(self.sources, decl, set(decl.type_params()))
        out = []
        for node in supertype_nodes(decl):
            base = node
            while base.type == "generic_type":
                base = base.named_children[0]
            fqn = res.qualified(base)
            sd = self.sources.find(fqn) if fqn else None
            if sd is not None:
                out.append(sd)
        return out

    def declared(self, decl: TypeDecl) -> dict[str, bool]:
        """Method names declared in ``decl``, each with whether one of its overloads is abstract."""
        out: dict[str, bool] = {}
        iface = decl.kind in ("interface_declaration", "annotation_type_declaration")
        for m in _members(decl.node.child_by_field_name("body")):
            if m.type == "method_declaration":
                name = text(m.child_by_field_name("name"))
                mods = _modifiers(m)
                abstract = "abstract" in mods or (iface and m.child_by_field_name("body") is None and "static" not in mods)
                out[name] = out.get(name, False) or abstract
        return out

    def implements(self, decl: TypeDecl, name: str) -> bool:
        """Whether ``decl`` declares a non-abstract method ``name``."""
        for m in _members(decl.node.child_by_field_name("body")):
            if m.type == "method_declaration" and text(m.child_by_field_name("name")) == name \
                    and m.child_by_field_name("body") is not None:
                return True
        return False

    def emitted_names(self, decl: TypeDecl) -> set[str]:
        filt = self.wanted.get(decl.fqn)
        if filt is None:
            return set()
        names = set(self.declared(decl))
        return names if filt == "*" else names & set(filt)

    def abstract_needs(self, decl: TypeDecl, seen: set[str]) -> set[str]:
        """Names of abstract methods emitted in ``decl``'s supertypes (transitively)."""
        needs: set[str] = set()
        for sd in self.supertypes(decl):
            if sd.fqn in seen:
                continue
            seen.add(sd.fqn)
            declared = self.declared(sd)
            for name in self.emitted_names(sd):
                if declared[name]:
                    needs.add(name)
            needs |= self.abstract_needs(sd, seen)
        for jdk in self.jdk_supertypes(decl):
            needs |= set(JDK_ABSTRACT.get(jdk, ()))
        return needs

    def jdk_supertypes(self, decl: TypeDecl) -> list[str]:
        res = Resolver(self.sources, decl, set(decl.type_params()))
        out = []
        for node in supertype_nodes(decl):
            base = node
            while base.type == "generic_type":
                base = base.named_children[0]
            fqn = res.qualified(base)
            if fqn and fqn.startswith(("java.", "javax.")):
                out.append(fqn)
        return out

    def implement_inherited(self) -> bool:
        """For each emitted concrete class, emit the methods it (or a superclass) declares to implement the
        abstract methods emitted in its supertypes; return whether anything was added."""
        changed = False
        for fqn in sorted({*self.wanted, *self.shells}):
            decl = self.sources.find(fqn)
            if decl is None or decl.kind != "class_declaration" or "abstract" in _modifiers(decl.node):
                continue
            for name in sorted(self.abstract_needs(decl, set())):
                holder: TypeDecl | None = decl
                while holder is not None and not self.implements(holder, name):
                    sups = [s for s in self.supertypes(holder) if s.kind == "class_declaration"]
                    holder = sups[0] if sups else None
                if holder is None:
                    self.problems.append(f"{fqn}: no class in its hierarchy implements {name}")
                    continue
                filt = self.wanted.get(holder.fqn)
                if filt == "*" or (isinstance(filt, list) and name in filt):
                    continue
                self.wanted[holder.fqn] = [*(filt or []), name]
                self.shells.discard(holder.fqn)
                changed = True
        return changed

    def run(self) -> dict[str, str]:
        """Emit every wanted type and the shells they need; return {relative path: source}."""
        for fqn in self.wanted:
            if self.sources.find(fqn) is None:
                raise SystemExit(f"{self.config['name']}: class {fqn} is not in the scanned sources")
        for fqn, filt in list(self.wanted.items()):  # a class taken whole brings its visible nested types
            decl = self.sources.find(fqn)
            if filt == "*" and decl is not None:
                for nested in decl.nested.values():
                    mods = _modifiers(nested.node)
                    if "public" in mods or "protected" in mods or decl.kind == "interface_declaration":
                        self.note_type(nested.fqn, "type:0")
        # rendering marks the types it uses; repeat until no new shell appears
        seen: set[str] = set()
        files: dict[str, str] = {}
        while True:
            tops = {self._top(f) for f in [*self.wanted, *self.shells]}
            for top in sorted(tops):
                decl = self.sources.find(top)
                assert decl is not None
                pkg = decl.unit.package
                body = self.type_lines(decl, "")
                files[top.replace(".", "/") + ".java"] = (f"package {pkg};\n\n" if pkg else "") + "\n".join(body) + "\n"
            now = set(self.shells) | set(self.external) | {f"{k}={v}" for k, v in self.wanted.items()}
            if self.implement_inherited():
                continue
            if now <= seen:
                break
            seen |= now
        for fqn, info in sorted(self.external.items()):
            pkg, _, name = fqn.rpartition(".")
            params = f"<{', '.join(f'T{i}' for i in range(info['arity']))}>" if info["arity"] else ""
            what = ("A type not in the files read (a library's, or an engine file not read)" if self.sources.partial
                    else "A library type (not in the scanned sources)")
            files[fqn.replace(".", "/") + ".java"] = (
                f"package {pkg};\n\n/** {what}, used in a stub's signature. */\n"
                f"public {info['kind']} {name}{params} {{\n}}\n")
        return files

    def _top(self, fqn: str) -> str:
        decl = self.sources.find(fqn)
        assert decl is not None, fqn
        while decl.outer is not None:
            decl = decl.outer
        return decl.fqn


def _erase(typ: str, type_vars: list[str]) -> str:
    """A cast type for ``null``: type variables and type arguments dropped."""
    base = re.sub(r"<.*>", "", typ)
    return "java.lang.Object" if base in type_vars else base


def generate(config: dict[str, Any], checkout: Path, out: Path, commit: str, note: str = "",
             provenance: list[dict[str, str]] | None = None) -> list[str]:
    sources = Sources(checkout, config["roots"], bool(config.get("partial")))
    gen = Generator(config, sources)
    files = gen.run()
    if out.exists():
        shutil.rmtree(out)
    for rel, src in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        header = (f"// Generated by tools/java_stubs/generate.py from {config['repository']} at {commit}: signatures only.\n")
        path.write_text(header + src, encoding="utf-8")
    listed = sorted(gen.wanted)
    shells = sorted(set(files) - {c.replace(".", "/") + ".java" for c in listed})
    (out / "STUBS.md").write_text(
        f"# Stubs of {config['repository']}\n\nGenerated by `tools/java_stubs/generate.py "
        f"tools/java_stubs/{config['name']}.json` from **{config['repository']} at `{commit}`**. Do not edit: "
        "generate again.\n\nSignatures only (packages, type kinds and parameters, supertypes, access modifiers, "
        "parameter, return and exception types, constants); every body throws. "
        f"{note}\n\n## Classes with members ({len(listed)})\n\n"
        + "".join(f"- `{c}`: {_members_text(gen.wanted[c], config['classes'].get(c))}\n" for c in listed)
        + f"\n## Declarations only ({len(shells)} files)\n\nTypes named in those signatures, without members.\n"
        + ("\n## JDK interfaces left out\n\nA concrete class's stub can't implement every method of these JDK "
           "interfaces, so they are not declared: " + "; ".join(sorted(set(gen.dropped))) + ".\n" if gen.dropped else ""),
        encoding="utf-8")
    if provenance:
        with (out / "STUBS.md").open("a", encoding="utf-8") as f:
            f.write("\n## Where each file's declarations come from\n\n| file | read from |\n|---|---|\n")
            for src in provenance:
                f.write(f"| `{src['path']}` | {src['source']} |\n")
    return gen.problems


def _members_text(filt: Any, configured: Any) -> str:
    if filt == "*":
        return "all public and protected members"
    added = [m for m in filt if m not in (configured or [])]
    listed = [m for m in filt if m not in added]
    parts = ([", ".join(listed) or "constants only" if listed or configured is not None else ""]
             + ([f"(to implement emitted abstract methods) {', '.join(added)}"] if added else []))
    return " ".join(p for p in parts if p)


def compile_check(out: Path, extra: list[Path]) -> str | None:
    javac = shutil.which("javac")
    if javac is None:
        return None
    sources = [str(p) for p in sorted(out.rglob("*.java"))]
    with tempfile.TemporaryDirectory() as tmp:
        cp = ":".join(str(e) for e in extra)
        proc = subprocess.run([javac, "-nowarn", "-d", tmp, *(["-cp", cp] if cp else []), *sources],
                              capture_output=True, text=True, check=False)
    return None if proc.returncode == 0 else proc.stderr


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("config", type=Path)
    ap.add_argument("checkout", type=Path, help="a checkout of the engine's repository (may be partial)")
    ap.add_argument("--commit", required=True, help="the commit the checkout is at (recorded in the stubs)")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--note", default="", help="a sentence for STUBS.md (e.g. how a partial checkout was made)")
    ap.add_argument("--classpath", type=Path, action="append", default=[], help="other stubs to compile against")
    ap.add_argument("--sources", type=Path, help="JSON list of {path, source}: where each file of a partial checkout came from")
    args = ap.parse_args(argv)
    config = json.loads(args.config.read_text(encoding="utf-8"))
    sources = json.loads(args.sources.read_text(encoding="utf-8")) if args.sources else None
    problems = generate(config, args.checkout, args.out, args.commit, args.note, sources)
    for p in problems:
        print(f"problem: {p}", file=sys.stderr)
    error = compile_check(args.out, args.classpath)
    if error:
        print(error, file=sys.stderr)
        return 1
    print(f"{args.out}: {sum(1 for _ in args.out.rglob('*.java'))} stub files from {config['repository']} at {args.commit}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
