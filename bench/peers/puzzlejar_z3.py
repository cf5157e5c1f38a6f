# puzzlejar_z3.py: the PuzzleJAR Sudoku method (seed 000, section 2.1) re-implemented on z3, as a
# benchmark peer for bin/bench: Distinct constraints, probabilistic ChooseSquare, one unsat check per removal.
"""Usage: /usr/bin/python3 puzzlejar_z3.py --size N [--target T] [--seed S] [-n K] [--budget SEC]

Prints one CSV line per puzzle on stdout (flushed at once):
  size,seed,index,target,full_s,empty_s,empties,checks,finished,puzzle
Times are CPU seconds of this process (z3 runs inside it). finished=0 means the per-puzzle
budget ran out first; empties is then what was reached. target -1 means minimal: every square tried.
"""
import argparse
import math
import random
import sys
import time

import z3


def sudoku_constraints(X, n):
    """The declarative definition D: values in 1..n, rows, columns and boxes Distinct."""
    b = int(math.isqrt(n))
    valid_values = [z3.And(X[i][j] >= 1, X[i][j] <= n) for i in range(n) for j in range(n)]
    rows_distinct = [z3.Distinct(X[i]) for i in range(n)]
    cols_distinct = [z3.Distinct([X[i][j] for i in range(n)]) for j in range(n)]
    boxes_distinct = [z3.Distinct([X[b * k + i][b * l + j] for i in range(b) for j in range(b)])
                      for k in range(b) for l in range(b)]
    return valid_values + rows_distinct + cols_distinct + boxes_distinct


def random_full_board(X, n, D, rng):
    """GetRandomPuzzle: the sqrt(n) boxes on the diagonal get random permutations (they share no
    row or column, so any choice is consistent) and z3 fills in the rest."""
    b = int(math.isqrt(n))
    fixed = []
    for k in range(b):
        perm = list(range(1, n + 1))
        rng.shuffle(perm)
        for idx in range(n):
            fixed.append(X[b * k + idx // b][b * k + idx % b] == perm[idx])
    s = z3.Solver()
    s.add(D + fixed)
    if s.check() != z3.sat:
        raise RuntimeError("no full board")
    m = s.model()
    return [[m.evaluate(X[i][j]).as_long() for j in range(n)] for i in range(n)]


def choose_square(board, tried, n, rng):
    """ChooseSquare (seed 000, step 1): a random row kept with probability equal to its share of
    squares still to be tried, then a column in it likewise."""
    def untested(i, j):
        return board[i][j] != 0 and (i, j) not in tried
    while True:
        i = rng.randrange(n)
        p = sum(1 for j in range(n) if untested(i, j)) / n
        if rng.random() < p:
            break
    while True:
        j = rng.randrange(n)
        p = sum(1 for r in range(n) if untested(r, j)) / n
        if untested(i, j) and rng.random() < p:
            return i, j


def is_remove_valid(X, n, D, board, full, i, j):
    """isRemoveValid for k = 1: a fresh Solver, the givens without (i, j), and one constraint that
    the solution differs from the full board P_I. unsat means the puzzle stays unique."""
    already_set = [X[a][c] == board[a][c] for a in range(n) for c in range(n)
                   if board[a][c] != 0 and (a, c) != (i, j)]
    differs = z3.Or([X[a][c] != full[a][c] for a in range(n) for c in range(n)])
    s = z3.Solver()
    s.add(D + already_set + [differs])
    return s.check() == z3.unsat


def one_puzzle(n, target, rng, budget):
    X = [[z3.Int('x_%d_%d' % (i, j)) for j in range(n)] for i in range(n)]
    D = sudoku_constraints(X, n)
    t0 = time.process_time()
    full = random_full_board(X, n, D, rng)
    t1 = time.process_time()
    board = [row[:] for row in full]
    tried = set()
    empties = checks = 0
    finished = 1
    while empties + len(tried) < n * n:
        if target >= 0 and empties >= target:
            break
        if budget > 0 and time.process_time() - t0 > budget:
            finished = 0
            break
        i, j = choose_square(board, tried, n, rng)
        checks += 1
        if is_remove_valid(X, n, D, board, full, i, j):
            board[i][j] = 0
            empties += 1
        else:
            tried.add((i, j))
    t2 = time.process_time()
    if target >= 0 and empties < target:
        finished = 0
    return t1 - t0, t2 - t1, empties, checks, finished, board


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--size', type=int, default=9)
    ap.add_argument('--target', type=int, default=-1)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-n', type=int, default=1)
    ap.add_argument('--budget', type=float, default=0)
    a = ap.parse_args()
    if int(math.isqrt(a.size)) ** 2 != a.size:
        sys.exit('puzzlejar_z3: --size must be a square (4, 9, 16, 25)')
    alphabet = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    for k in range(a.n):
        rng = random.Random(a.seed * 1000003 + k)
        full_s, empty_s, empties, checks, finished, board = one_puzzle(a.size, a.target, rng, a.budget)
        line = ''.join('.' if v == 0 else alphabet[v - 1] for row in board for v in row)
        print('%d,%d,%d,%d,%.4f,%.4f,%d,%d,%d,%s' % (a.size, a.seed, k, a.target, full_s, empty_s,
                                                     empties, checks, finished, line), flush=True)


if __name__ == '__main__':
    main()
