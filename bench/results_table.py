"""Turns the RESULT and TARGET lines of rigid2d_bench into the Markdown
table the README shows: per scene the median over rounds of each engine's
step time (of means for scenes judged on means), rigid2d on two workers
where the run had them, and rigid2d's ratio to each peer against its
target; then the other targets. Usage: results_table.py latest.txt"""
import statistics
import sys

ENGINES = [("rigid2d", "rigid2d"), ("rigid2d_2t", "rigid2d, 2 workers"), ("box2d", "Box2D 2.4.1"),
           ("chipmunk", "Chipmunk tree"), ("chipmunk_hash", "Chipmunk hash")]


def fields_of(line):
    return dict(item.split("=", 1) for item in line.split()[1:])


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as text:
        lines = [fields_of(line) | {"kind": line.split()[0]} for line in text if line[:1].isupper()]
    targets = {}
    for f in lines:
        if f["kind"] == "TARGET" and f["what"] == "speed":
            targets.setdefault(f["scene"], []).append(f)
    times = {}
    for f in lines:
        if f["kind"] == "RESULT" and f.get("ok") == "1" and f["scene"] in targets:
            basis = targets[f["scene"]][0]["basis"]
            times.setdefault((f["scene"], f["engine"]), []).append(float(f[basis + "_ms"]))

    engines = [(engine, label) for engine, label in ENGINES if any(key[1] == engine for key in times)]
    print("| scene | " + " | ".join(label for _, label in engines) + " | rigid2d's speed ratio (target) |")
    print("|---" * (len(engines) + 2) + "|")
    for scene, scene_targets in targets.items():
        basis = scene_targets[0]["basis"]
        cells = []
        for engine, _ in engines:
            values = times.get((scene, engine))
            cell = f"{statistics.median(values):.2f} ms" if values else "-"
            one_worker = times.get((scene, "rigid2d"))
            if engine == "rigid2d_2t" and values and one_worker:
                cell += f" ({statistics.median(one_worker) / statistics.median(values):.2f}×)"
            cells.append(cell)
        ratios = ", ".join(
            f"{t['got']}× {t['peer']} ({t['at_least']}{'' if t['met'] == 'yes' else ', not met'})"
            for t in scene_targets)
        label = scene if basis == "median" else f"{scene} (means)"
        print(f"| {label} | " + " | ".join(cells) + f" | {ratios} |")
    for f in lines:
        if f["kind"] == "TARGET" and f["what"] != "speed":
            bound = f"at least {f['at_least']}" if "at_least" in f else f"at most {f['at_most']}"
            scene = f" {f['scene']}" if f["what"] in ("workers", "baseline") else ""
            print(f"\n{f['what']}{scene}: {f['got']} ({bound}; {'met' if f['met'] == 'yes' else 'not met'})")


if __name__ == "__main__":
    main()
