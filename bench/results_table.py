"""Turns the RESULT and TARGET lines of rigid2d_bench into the Markdown
table the README shows: per scene the median over rounds of each engine's
step time (of means for scenes judged on means), and rigid2d's ratio to
each peer against its target. Usage: results_table.py latest.txt"""
import statistics
import sys

ENGINES = [("rigid2d", "rigid2d"), ("box2d", "Box2D 2.4.1"), ("chipmunk", "Chipmunk tree"),
           ("chipmunk_hash", "Chipmunk hash")]


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

    print("| scene | " + " | ".join(label for _, label in ENGINES) + " | rigid2d's speed ratio (target) |")
    print("|---" * (len(ENGINES) + 2) + "|")
    for scene, scene_targets in targets.items():
        basis = scene_targets[0]["basis"]
        cells = []
        for engine, _ in ENGINES:
            values = times.get((scene, engine))
            cells.append(f"{statistics.median(values):.2f} ms" if values else "-")
        ratios = ", ".join(
            f"{t['got']}× {t['peer']} ({t['at_least']}{'' if t['met'] == 'yes' else ', not met'})"
            for t in scene_targets)
        label = scene if basis == "median" else f"{scene} (means)"
        print(f"| {label} | " + " | ".join(cells) + f" | {ratios} |")
    for f in lines:
        if f["kind"] == "TARGET" and f["what"] != "speed":
            print(f"\n{f['what']}: {f['got']} (at most {f['at_most']}; {'met' if f['met'] == 'yes' else 'not met'})")


if __name__ == "__main__":
    main()
