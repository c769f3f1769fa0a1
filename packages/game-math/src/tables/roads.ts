/**
 * Baccarat road maps (issue 21), from a shoe's coups in order:
 *
 * - bead plate: every coup (ties included) in columns of six, top to bottom, left to right;
 * - big road: banker and player streaks, each a column (a tie adds to the mark before it, or
 *   waits for the first banker or player mark when the shoe opens with ties); a streak longer than
 *   the six rows, or one that meets a mark already there, turns right along its row (the
 *   "dragon's tail");
 * - the derived roads — big eye boy (k = 1), small road (k = 2), cockroach pig (k = 3) — one
 *   colour per big-road mark from the first mark they can judge: for a mark that starts a new
 *   column c, red when columns c − 1 and c − 1 − k are as long, blue when not; for a mark at
 *   row r ≥ 1 of column c, red when column c − k reaches row r or stops short of row r − 1, blue
 *   when it stops exactly at row r − 1. A derived road starts with the mark at row 1 of column k
 *   or, if that does not exist, the first mark of column k + 1. Red and blue marks are then laid
 *   out like the big road.
 */
export type RoadSide = 'banker' | 'player';
export type RoadCoup = { winner: RoadSide | 'tie'; playerPair: boolean; bankerPair: boolean };

export type BeadCell = RoadCoup & { column: number; row: number };
export type BigRoadMark = {
  side: RoadSide;
  ties: number;
  column: number;
  row: number;
  streak: number;
  depth: number;
};
export type DerivedMark = { colour: 'red' | 'blue'; column: number; row: number };

export const ROAD_ROWS = 6;

export function beadPlate(coups: readonly RoadCoup[], rows = ROAD_ROWS): BeadCell[] {
  return coups.map((coup, index) => ({ ...coup, column: Math.floor(index / rows), row: index % rows }));
}

/** Places a run of marks (a new streak when the value changes) on a grid with dragon's tails. */
function place<T>(
  values: readonly T[],
  rows: number,
): { value: T; column: number; row: number; streak: number; depth: number }[] {
  const taken = new Set<string>();
  const placed: { value: T; column: number; row: number; streak: number; depth: number }[] = [];
  let streak = -1;
  let streakColumn = -1;
  let depth = 0;
  let column = 0;
  let row = 0;
  for (const [index, value] of values.entries()) {
    if (index === 0 || value !== values[index - 1]) {
      streak += 1;
      streakColumn += 1;
      // A new streak starts at the top of the column after the last streak's first.
      while (taken.has(`${streakColumn},0`)) streakColumn += 1;
      column = streakColumn;
      row = 0;
      depth = 0;
    } else {
      depth += 1;
      if (row + 1 < rows && !taken.has(`${column},${row + 1}`)) row += 1;
      else column += 1;
    }
    taken.add(`${column},${row}`);
    placed.push({ value, column, row, streak, depth });
  }
  return placed;
}

export function bigRoad(coups: readonly RoadCoup[], rows = ROAD_ROWS): BigRoadMark[] {
  const marks: { side: RoadSide; ties: number }[] = [];
  let leadingTies = 0;
  for (const coup of coups) {
    if (coup.winner === 'tie') {
      const last = marks.at(-1);
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    marks.push({ side: coup.winner, ties: marks.length === 0 ? leadingTies : 0 });
  }
  return place(
    marks.map((mark) => mark.side),
    rows,
  ).map((cell, index) => ({
    side: cell.value,
    ties: marks[index]?.ties ?? 0,
    column: cell.column,
    row: cell.row,
    streak: cell.streak,
    depth: cell.depth,
  }));
}

/** The colours of derived road `k` (1 big eye boy, 2 small road, 3 cockroach pig), in order. */
export function derivedColours(road: readonly BigRoadMark[], k: 1 | 2 | 3): ('red' | 'blue')[] {
  // Logical columns: each streak's length (its marks, whatever the tail's layout).
  const lengths: number[] = [];
  for (const mark of road) lengths[mark.streak] = mark.depth + 1;
  const colours: ('red' | 'blue')[] = [];
  for (const mark of road) {
    const c = mark.streak;
    const r = mark.depth;
    if (r === 0) {
      if (c < k + 1) continue;
      colours.push(lengths[c - 1] === lengths[c - 1 - k] ? 'red' : 'blue');
    } else {
      if (c < k) continue;
      const compared = lengths[c - k] ?? 0;
      colours.push(compared === r ? 'blue' : 'red');
    }
  }
  return colours;
}

export function derivedRoad(road: readonly BigRoadMark[], k: 1 | 2 | 3, rows = ROAD_ROWS): DerivedMark[] {
  return place(derivedColours(road, k), rows).map((cell) => ({
    colour: cell.value,
    column: cell.column,
    row: cell.row,
  }));
}
