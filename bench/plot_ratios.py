"""Plots rigid2d's speed relative to each peer from the RATIO and TARGET
lines of rigid2d_bench: one group of bars per scene, one bar per peer,
each on the basis (median or mean step time) its target is judged on, and
a black tick at the target; above 1, rigid2d is faster.
Usage: plot_ratios.py latest.txt ratios.png"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 (after the backend is chosen)


def fields_of(line):
    return dict(item.split("=", 1) for item in line.split()[1:])


def read_ratios(path):
    """({scene: {peer: ratio}}, {scene: {peer: target}}), scenes in the order
    the lines came; the ratio on the basis of the scene's speed targets."""
    with open(path, encoding="utf-8") as text:
        lines = text.readlines()
    targets, basis = {}, {}
    for line in lines:
        if line.startswith("TARGET what=speed "):
            fields = fields_of(line)
            targets.setdefault(fields["scene"], {})[fields["peer"]] = float(fields["at_least"])
            basis[fields["scene"]] = fields["basis"]
    ratios = {}
    for line in lines:
        if line.startswith("RATIO "):
            fields = fields_of(line)
            if fields["peer"].startswith("rigid2d"):
                continue  # rigid2d's other worker counts and builds are not peers
            key = "mean_ratio" if basis.get(fields["scene"]) == "mean" else "speed_ratio"
            ratios.setdefault(fields["scene"], {})[fields["peer"]] = float(fields[key])
    return ratios, targets


def target_for(targets, scene, peer):
    """The target a bar is judged by: chipmunk's holds for both its indices."""
    by_peer = targets.get(scene, {})
    return by_peer.get("chipmunk" if peer.startswith("chipmunk") else peer)


def plot(ratios, targets, out_path):
    scenes = list(ratios)
    peers = sorted({peer for by_peer in ratios.values() for peer in by_peer})
    width = 0.8 / max(len(peers), 1)
    figure, axes = plt.subplots(figsize=(2.2 * max(len(scenes), 2) + 2, 4.5))
    for k, peer in enumerate(peers):
        xs = [i + (k - (len(peers) - 1) / 2) * width for i in range(len(scenes))]
        ys = [ratios[scene].get(peer, float("nan")) for scene in scenes]
        bars = axes.bar(xs, ys, width, label=peer)
        axes.bar_label(bars, fmt="%.2f", fontsize=8)
        for x, scene in zip(xs, scenes):
            target = target_for(targets, scene, peer)
            if target is not None:
                axes.hlines(target, x - width / 2, x + width / 2, color="black", linewidth=2)
    axes.axhline(1.0, color="black", linewidth=0.8)
    axes.set_xticks(range(len(scenes)), scenes)
    axes.set_ylabel("peer ms / rigid2d ms per step (above 1: rigid2d faster)")
    axes.set_title("rigid2d speed relative to each peer, one thread (median of medians;\n"
                   "many_pyramids: of means; black ticks: targets)")
    axes.legend()
    figure.tight_layout()
    figure.savefig(out_path, dpi=110)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ratios, targets = read_ratios(sys.argv[1])
    if not ratios:
        sys.exit("plot_ratios: no RATIO lines (did rigid2d run?)")
    plot(ratios, targets, sys.argv[2])


if __name__ == "__main__":
    main()
