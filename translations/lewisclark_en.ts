<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoatTexts</name>
    <message numerus="yes">
        <source>Holds %n Indian(s)</source>
        <translation>
            <numerusform>Holds %n Indian</numerusform>
            <numerusform>Holds %n Indians</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds %n resource(s)</source>
        <translation>
            <numerusform>Holds %n resource</numerusform>
            <numerusform>Holds %n resources</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CampPreview</name>
    <message numerus="yes">
        <source>Camping now loses %n day(s): your Scout goes back to space %1 and your Camp stands on space %2.</source>
        <translation>
            <numerusform>Camping now loses %n day: your Scout goes back to space %1 and your Camp stands on space %2.</numerusform>
            <numerusform>Camping now loses %n days: your Scout goes back to space %1 and your Camp stands on space %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Scout goes back %n space(s) more: a space where another Scout stands is passed over.</source>
        <translation>
            <numerusform>Your Scout goes back %n space more: a space where another Scout stands is passed over.</numerusform>
            <numerusform>Your Scout goes back %n spaces more: a space where another Scout stands is passed over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardTooltip</name>
    <message numerus="yes">
        <source>Strength %n</source>
        <translation>
            <numerusform>Strength %n</numerusform>
            <numerusform>Strength %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message numerus="yes">
        <source>%1: choose how to use it (%n use(s) left).</source>
        <translation>
            <numerusform>%1: choose how to use it (%n use left).</numerusform>
            <numerusform>%1: choose how to use it (%n uses left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: collect up to %2 %3 in one choice (%n badge(s) × strength %4).</source>
        <translation>
            <numerusform>%1: collect up to %2 %3 in one choice (%n badge × strength %4).</numerusform>
            <numerusform>%1: collect up to %2 %3 in one choice (%n badges × strength %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandMoves</name>
    <message numerus="yes">
        <source>Keep %n card(s)</source>
        <translation>
            <numerusform>Keep %n card</numerusform>
            <numerusform>Keep %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElfenlandRoads</name>
    <message numerus="yes">
        <source>To %1: %n raft(s)</source>
        <translation>
            <numerusform>To %1: %n raft</numerusform>
            <numerusform>To %1: %n rafts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Either way: %n raft(s)</source>
        <translation>
            <numerusform>Either way: %n raft</numerusform>
            <numerusform>Either way: %n rafts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of that kind</source>
        <translation>
            <numerusform>%1: %n card of that kind</numerusform>
            <numerusform>%1: %n cards of that kind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>or a caravan: any %n card(s)</source>
        <translation>
            <numerusform>or a caravan: any %n card</numerusform>
            <numerusform>or a caravan: any %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message numerus="yes">
        <source>Nobody could act for a whole round: %1, whose Camp is the most advanced, wins after %n turn(s).</source>
        <translation>
            <numerusform>Nobody could act for a whole round: %1, whose Camp is the most advanced, wins after %n turn.</numerusform>
            <numerusform>Nobody could act for a whole round: %1, whose Camp is the most advanced, wins after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could not act any more: Mackenzie wins after %n turn(s).</source>
        <translation>
            <numerusform>You could not act any more: Mackenzie wins after %n turn.</numerusform>
            <numerusform>You could not act any more: Mackenzie wins after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Camp advanced for %1 rounds: %2, whose Camp is the most advanced, wins after %n turn(s).</source>
        <translation>
            <numerusform>No Camp advanced for %1 rounds: %2, whose Camp is the most advanced, wins after %n turn.</numerusform>
            <numerusform>No Camp advanced for %1 rounds: %2, whose Camp is the most advanced, wins after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 set up camp at Fort Clatsop and wins after %n turn(s)!</source>
        <translation>
            <numerusform>%1 set up camp at Fort Clatsop and wins after %n turn!</numerusform>
            <numerusform>%1 set up camp at Fort Clatsop and wins after %n turns!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mackenzie reached the Pacific first, after %n turn(s).</source>
        <translation>
            <numerusform>Mackenzie reached the Pacific first, after %n turn.</numerusform>
            <numerusform>Mackenzie reached the Pacific first, after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ended in round %1, after %n turn(s) in all.</source>
        <translation>
            <numerusform>The game ended in round %1, after %n turn in all.</numerusform>
            <numerusform>The game ended in round %1, after %n turns in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>space %1 (%n to go)</source>
        <translation>
            <numerusform>space %1 (%n to go)</numerusform>
            <numerusform>space %1 (%n to go)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpeditionScene</name>
    <message numerus="yes">
        <source>Camp now: %n day(s) lost</source>
        <translation>
            <numerusform>Camp now: %n day lost</numerusform>
            <numerusform>Camp now: %n days lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message numerus="yes">
        <source>%n more turn(s)</source>
        <translation>
            <numerusform>%n more turn</numerusform>
            <numerusform>%n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n turns</source>
        <translation>
            <numerusform>in %n turn</numerusform>
            <numerusform>in %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camp %1: %n day(s) lost, your Scout back to space %2.</source>
        <translation>
            <numerusform>Camp %1: %n day lost, your Scout back to space %2.</numerusform>
            <numerusform>Camp %1: %n days lost, your Scout back to space %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 space(s) to space %2</source>
        <translation>
            <numerusform>%n %1 space to space %2</numerusform>
            <numerusform>%n %1 spaces to space %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message numerus="yes">
        <source>has not yet beaten Mackenzie (%n solo game(s) at level %1)</source>
        <translation>
            <numerusform>has not yet beaten Mackenzie (%n solo game at level %1)</numerusform>
            <numerusform>has not yet beaten Mackenzie (%n solo games at level %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats Mackenzie in %1 % of solo games at level %2 (%3 of %n)</source>
        <translation>
            <numerusform>beats Mackenzie in %1 % of solo games at level %2 (%3 of %n)</numerusform>
            <numerusform>beats Mackenzie in %1 % of solo games at level %2 (%3 of %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won all %n game(s) against %1</source>
        <translation>
            <numerusform>won the only game against %1</numerusform>
            <numerusform>won all %n games against %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>has not yet won against %1 (%n game(s))</source>
        <translation>
            <numerusform>has not yet won against %1 (%n game)</numerusform>
            <numerusform>has not yet won against %1 (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %1 % of %2-player games against %3 (%4 of %n)</source>
        <translation>
            <numerusform>wins %1 % of %2-player games against %3 (%4 of %n)</numerusform>
            <numerusform>wins %1 % of %2-player games against %3 (%4 of %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 bots</source>
        <translation>
            <numerusform>%n %1 bot</numerusform>
            <numerusform>%n %1 bots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>History: the table after %n move(s) (read-only). Back to the game: Esc</source>
        <translation>
            <numerusform>History: the table after %n move (read-only). Back to the game: Esc</numerusform>
            <numerusform>History: the table after %n moves (read-only). Back to the game: Esc</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message numerus="yes">
        <source>Indian(s)</source>
        <translation>
            <numerusform>Indian</numerusform>
            <numerusform>Indians</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with %2 face down and %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>Play %1 with %2 face down and %n Indian (strength %3)</numerusform>
            <numerusform>Play %1 with %2 face down and %n Indians (strength %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>Play %1 with %n Indian (strength %3)</numerusform>
            <numerusform>Play %1 with %n Indians (strength %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send %n Indian(s) to %1</source>
        <translation>
            <numerusform>Send %n Indian to %1</numerusform>
            <numerusform>Send %n Indians to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n %1</source>
        <translation>
            <numerusform>Collect %n %1</numerusform>
            <numerusform>Collect %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n Indian(s) from the Powwow</source>
        <translation>
            <numerusform>Take %n Indian from the Powwow</numerusform>
            <numerusform>Take %n Indians from the Powwow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the Scout %n space(s) forward</source>
        <translation>
            <numerusform>Move the Scout %n space forward</numerusform>
            <numerusform>Move the Scout %n spaces forward</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %1 with a face-down card and %n Indian(s) (strength %3)</source>
        <translation>
            <numerusform>Play %1 with a face-down card and %n Indian (strength %3)</numerusform>
            <numerusform>Play %1 with a face-down card and %n Indians (strength %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message numerus="yes">
        <source>%1 camped at space %2: %n day(s) lost</source>
        <translation>
            <numerusform>%1 camped at space %2: %n day lost</numerusform>
            <numerusform>%1 camped at space %2: %n days lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n town(s)</source>
        <translation>
            <numerusform>%n town</numerusform>
            <numerusform>%n towns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatSummary</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camping now would lose %n day(s)</source>
        <translation>
            <numerusform>Camping now would lose %n day</numerusform>
            <numerusform>Camping now would lose %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) in the playing area</source>
        <translation>
            <numerusform>%n character in the playing area</numerusform>
            <numerusform>%n characters in the playing area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) recruited from the Journal</source>
        <translation>
            <numerusform>%n character recruited from the Journal</numerusform>
            <numerusform>%n characters recruited from the Journal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%n finished game(s); average length %1 turns.</source>
        <translation>
            <numerusform>%n finished game; average length %1 turns.</numerusform>
            <numerusform>%n finished games; average length %1 turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryCharts</name>
    <message numerus="yes">
        <source>%1 (%n day(s) in all)</source>
        <translation>
            <numerusform>%1 (%n day in all)</numerusform>
            <numerusform>%1 (%n days in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Mackenzie reaches Fort Clatsop in %n turn(s) at most</source>
        <translation>
            <numerusform>Mackenzie reaches Fort Clatsop in %n turn at most</numerusform>
            <numerusform>Mackenzie reaches Fort Clatsop in %n turns at most</numerusform>
        </translation>
    </message>
</context>
</TS>
