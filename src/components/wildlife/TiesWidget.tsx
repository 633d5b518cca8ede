import { loadTiesTry } from './scoringLoaders';
import { TiesGuided } from './scoringWidgets';
import './wildlife.css';

/** The island (drawn by scoringWidgets.tsx, with the page's other widgets). */
export default function TiesWidget(props: Omit<Parameters<typeof TiesGuided>[0], 'loadTry'>) {
	return <TiesGuided {...props} loadTry={loadTiesTry} />;
}
