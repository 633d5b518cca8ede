/** WildLife rules engine: public API. */
export * from './types';
export * from './board';
export * from './charts';
export * from './setup';
export * from './options';
export * from './scoring';
export * from './abilities';
export * from './events';
export * from './endgame';
export {
	RULE_MIGRATE,
	RULE_EXPAND,
	RULE_ATTACK,
	RULE_TERRAIN_CARDS,
	reachableCells,
	canMigrate,
	migrationTargets,
	migrate,
	canExpand,
	expand,
	canAttack,
	attack,
	canUseTerrain,
	useTerrain,
	type ActionContext,
	type ActionResult,
	type TerrainUse,
} from './actions';
export {
	MIN_BID,
	FOOD_PER_SPACE,
	RULE_BID,
	RULE_MIN_BID,
	RULE_HIGHER,
	RULE_PASS,
	RULE_SELLER,
	RULE_SHORT,
	RULE_TWO_PLAYERS,
	RULE_NO_BIDS,
	createAuction,
	currentBidder,
	minimumBid,
	canBid,
	canPass,
	bid,
	pass,
	shortfallSpaces,
	settle,
	type AuctionState,
	type Payment,
	type Step as AuctionStep,
} from './auction';
export * from './game';
export * from './cardEffects';
export * from './turn';
