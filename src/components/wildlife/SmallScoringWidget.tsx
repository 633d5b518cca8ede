import { loadSmallScoringTry } from './scoringLoaders';
import { SmallScoringGuided } from './scoringWidgets';
import './wildlife.css';

/** The island (drawn by scoringWidgets.tsx, with the page's other widgets). */
export default function SmallScoringWidget(props: Omit<Parameters<typeof SmallScoringGuided>[0], 'loadTry'>) {
	return <SmallScoringGuided {...props} loadTry={loadSmallScoringTry} />;
}
