import type { TurnWidgetProps } from './turnTableParts';
import { loadTurnTry } from './turnLoaders';
import { TurnGuided } from './turnWidgets';
import './wildlife.css';

/** The rulebook's turn example, replayed; then a turn of your own (the island; drawn by turnWidgets.tsx). */
export default function TurnWidget(props: TurnWidgetProps) {
	return <TurnGuided {...props} loadTry={loadTurnTry} />;
}
