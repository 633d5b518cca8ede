import type { ActionsWidgetProps } from './actionsParts';
import { loadActionsTry } from './turnLoaders';
import { ActionsGuided } from './turnWidgets';
import './wildlife.css';

/** Migrate, expand, attack on the teaching board (the island; drawn by turnWidgets.tsx). */
export default function ActionsWidget(props: ActionsWidgetProps) {
	return <ActionsGuided {...props} loadTry={loadActionsTry} />;
}
