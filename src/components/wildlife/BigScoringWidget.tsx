import { BigScoringGuided } from './scoringWidgets';
import './wildlife.css';

/** The island (drawn by scoringWidgets.tsx, with the page's other widgets). */
export default function BigScoringWidget(props: Parameters<typeof BigScoringGuided>[0]) {
	return <BigScoringGuided {...props} />;
}
