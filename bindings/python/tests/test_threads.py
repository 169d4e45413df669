"""Different worlds step at the same time in different threads."""

import threading

import rigid2d

DT = 1 / 60


def build_pile(world, columns=10, rows=10):
    """A wall of unit boxes on a ground, centred on x = 0 (test_workers uses it too)."""
    ground = world.create_body("static")
    ground.add_box(50, 0.5, center=(0, -0.5))
    for row in range(rows):
        for column in range(columns):
            body = world.create_body("dynamic", position=(column * 1.1 - columns / 2, 0.5 + row * 1.05))
            body.add_box(0.5, 0.5)


def simulate(steps):
    with rigid2d.World() as world:
        build_pile(world)
        for _ in range(steps):
            world.step(DT)
        return world.positions().tolist()


def test_two_worlds_stepping_in_two_threads_match_a_lone_run():
    expected = simulate(120)
    results = [None, None]
    errors = []

    def worker(slot):
        try:
            results[slot] = simulate(120)
        except BaseException as error:  # surfaced by the assertion below
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(slot,)) for slot in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    # The library is deterministic, so each thread reproduces the lone run.
    assert results[0] == expected and results[1] == expected


def test_python_runs_while_another_thread_is_inside_a_step():
    """With the GIL held during the step, the main thread could not count
    at all until the step returned; the count shows it was released."""
    with rigid2d.World() as world:
        build_pile(world, columns=40, rows=40)
        for _ in range(20):
            started = threading.Event()
            finished = threading.Event()

            def step_once():
                started.set()
                world.step(DT)
                finished.set()

            thread = threading.Thread(target=step_once)
            thread.start()
            started.wait()
            count = 0
            while not finished.is_set():
                count += 1
            thread.join()
            if count > 0:
                break
        assert count > 0


def test_one_world_shared_by_threads_is_serialised_not_corrupted():
    """The library forbids two threads in one world at once; the binding's
    per-world lock makes such use safe: every call sees a consistent world."""
    with rigid2d.World() as world:
        build_pile(world, columns=10, rows=5)
        errors = []
        created = []

        def stepper():
            try:
                for _ in range(100):
                    world.step(DT)
            except BaseException as error:
                errors.append(error)

        def meddler():
            try:
                for i in range(100):
                    body = world.create_body("dynamic", position=(i % 10, 20))
                    body.add_circle(0.3)
                    created.append(body)
                    assert world.positions().shape == (world.body_count, 2)
                    if i % 3 == 0:
                        created.pop(0).destroy()
            except BaseException as error:
                errors.append(error)

        threads = [threading.Thread(target=stepper), threading.Thread(target=meddler)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert world.body_count == 1 + 50 + len(created)
        assert {body.id for body in world.bodies} >= {body.id for body in created}
