"""Plots rigid2d's speed relative to each peer from the RATIO lines of
rigid2d_bench: one group of bars per scene, one bar per peer; above 1,
rigid2d is faster. Usage: plot_ratios.py latest.txt ratios.png"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 (after the backend is chosen)


def read_ratios(path):
    """{scene: {peer: speed_ratio}} in the order the lines came."""
    ratios = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if not line.startswith("RATIO "):
                continue
            fields = dict(item.split("=", 1) for item in line.split()[1:])
            ratios.setdefault(fields["scene"], {})[fields["peer"]] = float(fields["speed_ratio"])
    return ratios


def plot(ratios, out_path):
    scenes = list(ratios)
    peers = sorted({peer for by_peer in ratios.values() for peer in by_peer})
    width = 0.8 / max(len(peers), 1)
    figure, axes = plt.subplots(figsize=(2.2 * max(len(scenes), 2) + 2, 4.5))
    for k, peer in enumerate(peers):
        xs = [i + (k - (len(peers) - 1) / 2) * width for i in range(len(scenes))]
        ys = [ratios[scene].get(peer, float("nan")) for scene in scenes]
        bars = axes.bar(xs, ys, width, label=peer)
        axes.bar_label(bars, fmt="%.2f", fontsize=8)
    axes.axhline(1.0, color="black", linewidth=0.8)
    axes.set_xticks(range(len(scenes)), scenes)
    axes.set_ylabel("peer ms / rigid2d ms per step (above 1: rigid2d faster)")
    axes.set_title("rigid2d speed relative to each peer (median of medians, one thread)")
    axes.legend()
    figure.tight_layout()
    figure.savefig(out_path, dpi=110)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ratios = read_ratios(sys.argv[1])
    if not ratios:
        sys.exit("plot_ratios: no RATIO lines (did rigid2d run?)")
    plot(ratios, sys.argv[2])


if __name__ == "__main__":
    main()
