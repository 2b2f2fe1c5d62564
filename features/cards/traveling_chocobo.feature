Feature: Traveling Chocobo
  Traveling Chocobo {2}{G} — Creature — Bird 3/2
  You may look at the top card of your library any time.
  You may play lands and cast Bird spells from the top of your library.
  If a land or Bird you control entering the battlefield causes a triggered ability of a permanent you
  control to trigger, that ability triggers an additional time.

  Rulings: seed page 000_6df5a6eb903fcd25.txt (2025-06-06).

Rule: In a two-player game

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  # --- 603.2d: each Traveling Chocobo adds one more time ------------------------------------------

  @id:chocobo-counted-law @ruling:50e86a93b186 @cr:603.2d @cr:603.3
  Scenario Outline: Each Traveling Chocobo makes a landfall ability trigger one more time
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to
    trigger three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a
    fourth causes abilities to trigger five times, and so on.

    Given Alice controls <chocobos> Traveling Chocobo and Sazh's Chocobo
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are <times> from Sazh's Chocobo
    When all players pass priority until the stack is empty
    Then Sazh's Chocobo has <times> +1/+1 counters

    Examples:
      | chocobos | times |
      | 0        | 1     |
      | 1        | 2     |
      | 2        | 3     |
      | 3        | 4     |

  @id:chocobo-opponents-chocobo-adds-nothing @ruling:50e86a93b186 @cr:603.2d
  Scenario: An opponent's Traveling Chocobo doesn't affect your triggered abilities
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to
    trigger three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a
    fourth causes abilities to trigger five times, and so on.

    Given Alice controls Sazh's Chocobo
    And Bob controls Traveling Chocobo
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Sazh's Chocobo

  # --- 601.2, 601.3, 305: the permission to play from the top of the library ------------------------

  @id:chocobo-bird-from-top-pays-its-cost @ruling:962aa7abcb1d @cr:601.2 @cr:601.2h @cr:601.3
  Scenario: A Bird spell cast from the top of the library is cast normally, paying its mana cost
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Gilded Goose and Forest
    And Alice has {G} in her mana pool
    When Alice casts Gilded Goose from the top of her library
    Then Alice's mana pool is empty
    And the top card of Alice's library is Forest
    When all players pass priority until the stack is empty
    Then Alice controls Gilded Goose

  @id:chocobo-bird-from-top-must-pay @ruling:962aa7abcb1d @cr:601.2h @cr:601.3
  Scenario: A Bird spell on top of the library can't be cast without paying its mana cost
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Gilded Goose
    When Alice tries to cast Gilded Goose from the top of her library
    Then that is rejected by rule 601.2h
    And the top card of Alice's library is Gilded Goose

  @id:chocobo-bird-from-top-follows-timing @ruling:962aa7abcb1d @cr:302.1 @cr:601.3
  Scenario: A Bird creature spell from the top of the library still has a creature spell's timing
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given it is Alice's upkeep
    And Alice controls Traveling Chocobo
    And Alice's library, from the top, is Gilded Goose
    And Alice has {G} in her mana pool
    When Alice tries to cast Gilded Goose from the top of her library
    Then that is rejected by rule 302.1
    And the top card of Alice's library is Gilded Goose

  @id:chocobo-non-bird-from-top-refused @ruling:962aa7abcb1d @cr:601.3
  Scenario: A creature spell that isn't a Bird can't be cast from the top of the library
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Grazing Gladehart
    And Alice has {G}{G}{G} in her mana pool
    When Alice tries to cast Grazing Gladehart from the top of her library
    Then that is rejected by rule 601.3
    And the top card of Alice's library is Grazing Gladehart

  @id:chocobo-land-from-top-uses-the-land-play @ruling:962aa7abcb1d @cr:305.1 @cr:305.2
  Scenario: A land played from the top of the library uses the turn's land play
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Forest and Island
    And Alice has Mountain in her hand
    When Alice plays Forest from the top of her library
    Then Alice controls Forest
    When Alice tries to play Mountain from her hand
    Then that is rejected by rule 305.2
    When Alice tries to play Island from the top of her library
    Then that is rejected by rule 305.2

  @id:chocobo-land-from-top-after-land-play @ruling:962aa7abcb1d @cr:305.2
  Scenario: No land can be played from the top of the library once the land play is used
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice controls Traveling Chocobo
    And Alice has played a land this turn
    And Alice's library, from the top, is Forest
    When Alice tries to play Forest from the top of her library
    Then that is rejected by rule 305.2
    And the top card of Alice's library is Forest

  @id:chocobo-land-from-top-on-opponents-turn @ruling:962aa7abcb1d @cr:305.1
  Scenario: A land can't be played from the top of the library during an opponent's turn
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given it is Bob's precombat main phase
    And Alice controls Traveling Chocobo
    And Alice's library, from the top, is Forest
    When Bob passes priority
    And Alice tries to play Forest from the top of her library
    Then that is rejected by rule 305.1
    And the top card of Alice's library is Forest

  @id:chocobo-no-permission-without-chocobo @ruling:962aa7abcb1d @cr:305.1
  Scenario: Without Traveling Chocobo, a land can't be played from the top of the library
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice's library, from the top, is Forest and Gilded Goose
    When Alice tries to play Forest from the top of her library
    Then that is rejected by rule 305.1
    And the top card of Alice's library is Forest

  @id:chocobo-no-bird-from-top-without-chocobo @ruling:962aa7abcb1d @cr:601.3
  Scenario: Without Traveling Chocobo, a Bird spell can't be cast from the top of the library
    You must follow all normal timing rules for Bird spells cast and lands played using the middle
    ability and must pay all costs for spells cast this way. To cast a spell this way, you may choose
    to pay any alternative costs or optional additional costs the spell may have (such as a kicker
    cost). You must pay any mandatory additional costs.

    Given Alice's library, from the top, is Gilded Goose and Forest
    And Alice has {G} in her mana pool
    When Alice tries to cast Gilded Goose from the top of her library
    Then that is rejected by rule 601.3
    And the top card of Alice's library is Gilded Goose
    And Alice's mana pool is {G}

  # --- the top card is not in the hand, and looking at it ----------------------------------------

  @id:chocobo-look-at-top-without-priority @ruling:a819e16eb25b @cr:402.3 @cr:401.5
  Scenario: Looking at the top card doesn't need priority and doesn't use the stack
    Traveling Chocobo lets you look at the top card of your library whenever you want (with one
    restriction—see below), even if you don't have priority. This action doesn't use the stack.
    Knowing what that card is becomes part of the information you have access to, just like you can
    look at the cards in your hand.

    Given it is Bob's precombat main phase
    And Alice controls Traveling Chocobo
    And Alice's library, from the top, is Forest
    And Bob has Island in his hand
    When Alice looks at the top card of her library
    Then the stack is empty
    And the top card of Alice's library is Forest
    When Bob plays Island from his hand
    Then Bob controls Island

  @id:chocobo-no-look-without-chocobo @ruling:a819e16eb25b @cr:401.2
  Scenario: Without Traveling Chocobo, the top card of the library stays hidden
    Traveling Chocobo lets you look at the top card of your library whenever you want (with one
    restriction—see below), even if you don't have priority. This action doesn't use the stack.
    Knowing what that card is becomes part of the information you have access to, just like you can
    look at the cards in your hand.

    Given Alice's library, from the top, is Forest
    When Alice tries to look at the top card of her library
    Then that is rejected by rule 401.2

  # --- what the additional trigger does and doesn't reach ----------------------------------------

  @id:chocobo-enters-at-the-same-time @ruling:97cab61782ba @cr:603.6a @cr:603.2d
  Scenario: A land entering at the same time as Traveling Chocobo causes the additional trigger
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given Alice controls Sazh's Chocobo
    And Alice has Traveling Chocobo and Forest in her hand
    When an effect puts Traveling Chocobo and Forest from Alice's hand onto the battlefield under her control
    Then the triggered abilities put on the stack are 2 from Sazh's Chocobo

  @id:chocobo-bird-enters-with-chocobo @ruling:97cab61782ba @cr:603.6a @cr:603.2d
  Scenario: A Bird entering at the same time as Traveling Chocobo has its own enters ability trigger twice
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given Alice has Traveling Chocobo and Gilded Goose in her hand
    When an effect puts Traveling Chocobo and Gilded Goose from Alice's hand onto the battlefield under her control
    Then the triggered abilities put on the stack are 2 from Gilded Goose
    When all players pass priority until the stack is empty
    Then Alice controls 2 Food

  @id:chocobo-separate-resolution-choices @ruling:2a9f5a125e3b @cr:603.2d @cr:603.3d @cr:609.3
  Scenario: Each instance of the ability makes its own choice on resolution
    Traveling Chocobo's ability doesn't copy the triggered ability; it just causes the ability to
    trigger an additional time. Any choices made as you put the ability onto the stack, such as modes
    and targets, are made separately for each instance of the ability. Any choices made on
    resolution, such as whether to put counters on a permanent, are also made individually.

    Given Alice controls Traveling Chocobo and Grazing Gladehart
    And Alice has Forest in her hand
    And Alice will answer the "you may" choices with yes, then no
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Grazing Gladehart
    When all players pass priority
    Then Alice's life total is 22
    When all players pass priority
    Then Alice's life total is 22
    And the stack is empty

  @id:chocobo-own-enters-ability @ruling:5ac4d972f7b5 @cr:603.6a @cr:603.2d
  Scenario: A Bird's own enters ability triggers an additional time
    Traveling Chocobo's last ability affects a permanent's own "enters" triggered abilities (as long
    as it's a land or Bird you control) as well as other triggered abilities that trigger when a land
    or Bird you control enters the battlefield. Such triggered abilities start with "when" or
    "whenever." Some keyword abilities also include a triggered ability that happens when a permanent
    enters the battlefield.

    Given Alice controls Traveling Chocobo
    And Alice has Gilded Goose in her hand
    And Alice has {G} in her mana pool
    When Alice casts Gilded Goose from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 2 from Gilded Goose
    When all players pass priority until the stack is empty
    Then Alice controls 2 Food

  @id:chocobo-non-bird-own-enters-once @ruling:5ac4d972f7b5 @cr:603.6a @cr:603.2d
  Scenario: A creature that isn't a Bird has its own enters ability trigger only once
    Traveling Chocobo's last ability affects a permanent's own "enters" triggered abilities (as long
    as it's a land or Bird you control) as well as other triggered abilities that trigger when a land
    or Bird you control enters the battlefield. Such triggered abilities start with "when" or
    "whenever." Some keyword abilities also include a triggered ability that happens when a permanent
    enters the battlefield.

    Given Alice controls Traveling Chocobo
    And Alice has Mysidian Elder in her hand
    And Alice has {R}{C}{C} in her mana pool
    When Alice casts Mysidian Elder from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Mysidian Elder
    When all players pass priority until the stack is empty
    Then Alice controls 1 Wizard

  @id:chocobo-opponents-bird-unaffected @ruling:5ac4d972f7b5 @cr:603.2d
  Scenario: An opponent's Bird entering doesn't trigger additional times
    Traveling Chocobo's last ability affects a permanent's own "enters" triggered abilities (as long
    as it's a land or Bird you control) as well as other triggered abilities that trigger when a land
    or Bird you control enters the battlefield. Such triggered abilities start with "when" or
    "whenever." Some keyword abilities also include a triggered ability that happens when a permanent
    enters the battlefield.

    Given it is Bob's precombat main phase
    And Alice controls Traveling Chocobo
    And Bob has Gilded Goose in his hand
    And Bob has {G} in his mana pool
    When Bob casts Gilded Goose from his hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Gilded Goose
    When all players pass priority until the stack is empty
    Then Bob controls 1 Food

  @id:chocobo-token-bird-landfall @ruling:5ac4d972f7b5 @cr:603.2d @cr:111.1
  Scenario: Chocobo Racetrack's landfall ability triggers an additional time, and each Bird token it creates is a Bird entering
    Traveling Chocobo's last ability affects a permanent's own "enters" triggered abilities (as long
    as it's a land or Bird you control) as well as other triggered abilities that trigger when a land
    or Bird you control enters the battlefield. Such triggered abilities start with "when" or
    "whenever." Some keyword abilities also include a triggered ability that happens when a permanent
    enters the battlefield.

    Given Alice controls Traveling Chocobo, Chocobo Racetrack and Soul Warden
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Chocobo Racetrack
    When all players pass priority
    Then Alice controls 1 Bird
    And the triggered abilities put on the stack are 2 from Soul Warden
    When all players pass priority until the stack is empty
    Then Alice controls 2 Bird
    And Alice's life total is 24

  @id:chocobo-bird-token-own-landfall @ruling:5ac4d972f7b5 @cr:603.2d @cr:111.1
  Scenario: A Bird token's own landfall ability triggers an additional time
    Traveling Chocobo's last ability affects a permanent's own "enters" triggered abilities (as long
    as it's a land or Bird you control) as well as other triggered abilities that trigger when a land
    or Bird you control enters the battlefield. Such triggered abilities start with "when" or
    "whenever." Some keyword abilities also include a triggered ability that happens when a permanent
    enters the battlefield.

    Given Alice controls Traveling Chocobo and Bird
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Bird
    When all players pass priority until the stack is empty
    Then Bird is 4/2

  @id:chocobo-and-panharmonicon-each-add-one @ruling:50e86a93b186 @cr:603.2d
  Scenario: Traveling Chocobo and Panharmonicon each add one time for an artifact Bird
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to
    trigger three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a
    fourth causes abilities to trigger five times, and so on.

    Each effect that makes an ability trigger additional times adds its own, without applying to
    the others (CR 603.2d), whichever card it comes from.

    Given Alice controls Traveling Chocobo, Panharmonicon and Soul Warden
    And Alice has Clockwork Condor in her hand
    And Alice has {C}{C}{C}{C} in her mana pool
    When Alice casts Clockwork Condor from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 3 from Soul Warden

  @id:chocobo-yarok-and-chocobo-on-a-land @ruling:50e86a93b186 @cr:603.2d
  Scenario: Yarok and Traveling Chocobo each add one time for a land; Panharmonicon doesn't
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to
    trigger three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a
    fourth causes abilities to trigger five times, and so on.

    Each effect that makes an ability trigger additional times adds its own, without applying to
    the others (CR 603.2d), whichever card it comes from.

    Given Alice controls Traveling Chocobo, Yarok, the Desecrated, Panharmonicon and Sazh's Chocobo
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 3 from Sazh's Chocobo

  @id:chocobo-top-card-not-in-hand @ruling:3c0be2a537eb @cr:702.29a
  Scenario: The top card of the library can't be cycled
    The top card of your library isn't in your hand, so you can't cycle it, discard it, or activate
    any of its abilities that could be activated from your hand.

    Given Alice controls Traveling Chocobo
    And Alice's library, from the top, is Censor and Forest
    And Alice has {U} in her mana pool
    When Alice tries to cycle Censor from the top of her library
    Then that is rejected by rule 702.29a
    And the top card of Alice's library is Censor
    And Alice's mana pool is {U}

  @id:chocobo-cycling-from-hand-still-works @ruling:3c0be2a537eb @cr:702.29a
  Scenario: The same card in the hand can be cycled
    The top card of your library isn't in your hand, so you can't cycle it, discard it, or activate
    any of its abilities that could be activated from your hand.

    Given Alice controls Traveling Chocobo
    And Alice has Censor in her hand
    And Alice's library, from the top, is Forest
    And Alice has {U} in her mana pool
    When Alice cycles Censor from her hand
    Then Alice has Censor in her graveyard
    When all players pass priority
    Then Alice has Forest in her hand

  @id:chocobo-new-top-card-hidden-while-casting @ruling:5b5a92dd17ff @cr:401.5 @cr:601.2g
  Scenario: After casting the top card, the next one can't be looked at until the spell is cast
    If the top card of your library changes while you're casting a spell, playing a land, or
    activating an ability, you can't look at the new top card until you finish doing so. This means
    that if you cast the top card of your library, you can't look at the next one until you're done
    paying for that spell.

    Given Alice controls Traveling Chocobo and Forest
    And Alice's library, from the top, is Gilded Goose and Island
    When Alice casts Gilded Goose from the top of her library
    And while casting it, Alice activates Forest's "{T}: Add {G}." ability
    And while casting it, Alice tries to look at the top card of her library
    Then that is rejected by rule 401.5
    When Alice looks at the top card of her library
    Then the top card of Alice's library is Island

  @id:chocobo-unchanged-top-card-visible-while-casting @ruling:5b5a92dd17ff @cr:401.5
  Scenario: While casting from the hand, the unchanged top card can still be looked at
    If the top card of your library changes while you're casting a spell, playing a land, or
    activating an ability, you can't look at the new top card until you finish doing so. This means
    that if you cast the top card of your library, you can't look at the next one until you're done
    paying for that spell.

    Given Alice controls Traveling Chocobo and Forest
    And Alice has Gilded Goose in her hand
    And Alice's library, from the top, is Island
    When Alice casts Gilded Goose from her hand
    And while casting it, Alice activates Forest's "{T}: Add {G}." ability
    And while casting it, Alice looks at the top card of her library
    Then Alice's mana pool is empty

  @id:chocobo-as-enters-choice-once @ruling:66b7627baadf @cr:614.12 @cr:603.6d @cr:614.1c
  Scenario: Crossroads Village's colour is chosen once, while a triggered ability triggers twice
    Abilities that apply "as [this permanent] enters," such as choosing a color with Crossroads
    Village, are also unaffected.

    Given Alice controls Traveling Chocobo and Amulet of Vigor
    And Alice has Crossroads Village in her hand
    And Alice will choose green as the color
    When Alice plays Crossroads Village from her hand
    Then the triggered abilities put on the stack are 2 from Amulet of Vigor
    And Crossroads Village is tapped
    When all players pass priority until the stack is empty
    Then Crossroads Village is untapped
    When Alice activates Crossroads Village's "{T}: Add one mana of the chosen color." ability
    Then Alice's mana pool is {G}

  @id:chocobo-replacement-counter-once @ruling:0ace20065da2 @cr:614.1c @cr:122.6 @cr:603.2d
  Scenario: A Bird that enters with +1/+1 counters gets no additional counters
    Replacement effects are unaffected by Traveling Chocobo's ability. For example, a Bird that enters
    the battlefield under your control with one +1/+1 counter on it won't receive an additional +1/+1
    counter.

    Given Alice controls Traveling Chocobo
    And Alice has Clockwork Condor in her hand
    And Alice has {C}{C}{C}{C} in her mana pool
    When Alice casts Clockwork Condor from her hand
    And all players pass priority
    Then Clockwork Condor has 3 +1/+1 counters
    And Clockwork Condor is 3/3
    And no triggered ability is put on the stack

  @id:chocobo-hideaway-twice-plays-both @ruling:809c5948562a @ruling:2ae143174978 @cr:607.3 @cr:607.2a @cr:702.75a @cr:603.2d
  Scenario: Clive's Hideaway's hideaway ability triggering twice lets you play both exiled cards
    In some cases involving linked abilities, an ability requires information about "the exiled
    card." When this happens, the ability gets multiple answers. If these answers are being used to
    determine the value of a variable, the sum is used. For example, if Clive's Hideaway's hideaway
    ability triggers twice, two cards are eventually exiled. The last ability of Clive's Hideaway
    will allow you to cast both exiled cards without paying their mana costs (assuming you control
    four or more legendary creatures at that time.)

    If a triggered ability is linked to a second ability, additional instances of that triggered
    ability are also linked to that second ability. If the second ability refers to "the exiled
    card," it refers to all cards exiled by instances of the triggered ability.

    Given Alice controls Traveling Chocobo, Cloud, Midgar Mercenary, Teysa Karlov, Isamaru, Hound of Konda and The Goose Mother
    And Alice has Clive's Hideaway in her hand
    And Alice's library, from the top, is Gilded Goose, Forest, Island, Mountain, Sazh's Chocobo, Plains, Swamp and Wastes
    And Alice will choose Gilded Goose, then Sazh's Chocobo to exile with hideaway
    And Alice will answer the "you may" choices with yes, then yes
    And Alice has {C}{C} in her mana pool
    When Alice plays Clive's Hideaway from her hand
    Then the triggered abilities put on the stack are 2 from Clive's Hideaway
    When all players pass priority until the stack is empty
    Then Gilded Goose and Sazh's Chocobo are in exile
    When Alice activates Clive's Hideaway's "{2}, {T}:" ability
    Then Clive's Hideaway is tapped
    When all players pass priority until the stack is empty
    Then Alice controls Gilded Goose and Sazh's Chocobo
    And no Gilded Goose and no Sazh's Chocobo are in exile

  @id:chocobo-hideaway-without-four-legends @ruling:809c5948562a @cr:607.3 @cr:608.2
  Scenario: With only three legendary creatures, Clive's Hideaway's last ability plays neither card
    In some cases involving linked abilities, an ability requires information about "the exiled
    card." When this happens, the ability gets multiple answers. If these answers are being used to
    determine the value of a variable, the sum is used. For example, if Clive's Hideaway's hideaway
    ability triggers twice, two cards are eventually exiled. The last ability of Clive's Hideaway
    will allow you to cast both exiled cards without paying their mana costs (assuming you control
    four or more legendary creatures at that time.)

    Given Alice controls Traveling Chocobo, Cloud, Midgar Mercenary, Teysa Karlov and Isamaru, Hound of Konda
    And Alice has Clive's Hideaway in her hand
    And Alice's library, from the top, is Gilded Goose, Forest, Island, Mountain, Sazh's Chocobo, Plains, Swamp and Wastes
    And Alice will choose Gilded Goose, then Sazh's Chocobo to exile with hideaway
    And Alice has {C}{C} in her mana pool
    When Alice plays Clive's Hideaway from her hand
    And all players pass priority until the stack is empty
    And Alice activates Clive's Hideaway's "{2}, {T}:" ability
    And all players pass priority until the stack is empty
    Then Gilded Goose and Sazh's Chocobo are in exile
    And Alice controls no Gilded Goose

  @id:chocobo-separate-targets @ruling:2a9f5a125e3b @cr:603.3d @cr:603.2d @cr:115.1
  Scenario: Each instance of a targeted ability chooses its own target
    Traveling Chocobo's ability doesn't copy the triggered ability; it just causes the ability to
    trigger an additional time. Any choices made as you put the ability onto the stack, such as modes
    and targets, are made separately for each instance of the ability. Any choices made on
    resolution, such as whether to put counters on a permanent, are also made individually.

    Given Alice controls Traveling Chocobo and Makindi Ox
    And Bob controls Llanowar Elves and Grazing Gladehart
    And Alice has Forest in her hand
    And Alice will choose Llanowar Elves, then Grazing Gladehart as targets
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Makindi Ox
    When all players pass priority until the stack is empty
    Then Llanowar Elves is tapped
    And Grazing Gladehart is tapped

  @id:chocobo-itself-entering @ruling:97cab61782ba @cr:603.6a @cr:603.2d
  Scenario: Traveling Chocobo entering makes an ability that triggers on it trigger an additional time
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given Alice controls Soul Warden
    And Alice has Traveling Chocobo in her hand
    And Alice has {G}{G}{G} in her mana pool
    When Alice casts Traveling Chocobo from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 2 from Soul Warden
    When all players pass priority until the stack is empty
    Then Alice's life total is 22

  @id:chocobo-non-bird-creature-entering @ruling:97cab61782ba @cr:603.2d
  Scenario: A creature that is neither a land nor a Bird doesn't cause an additional trigger
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given Alice controls Traveling Chocobo and Soul Warden
    And Alice has Grazing Gladehart in her hand
    And Alice has {G}{G}{G} in her mana pool
    When Alice casts Grazing Gladehart from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Soul Warden

  @id:chocobo-opponents-bird-entering @ruling:97cab61782ba @cr:603.2d
  Scenario: An opponent's Bird entering doesn't cause an additional trigger of your ability
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given it is Bob's precombat main phase
    And Alice controls Traveling Chocobo and Soul Warden
    And Bob has Gilded Goose in his hand
    And Bob has {G} in his mana pool
    When Bob casts Gilded Goose from his hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Soul Warden and 1 from Gilded Goose

  @id:chocobo-opponents-land-entering @ruling:97cab61782ba @cr:603.2d
  Scenario: An opponent's land entering doesn't cause an additional trigger of your ability
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given it is Bob's precombat main phase
    And Alice controls Traveling Chocobo and Ankh of Mishra
    And Bob has Forest in his hand
    When Bob plays Forest from his hand
    Then the triggered abilities put on the stack are 1 from Ankh of Mishra
    When all players pass priority until the stack is empty
    Then Bob's life total is 18

  @id:chocobo-own-land-entering-any-player-trigger @ruling:97cab61782ba @cr:603.2d
  Scenario: Your land entering causes an additional trigger of your ability that triggers on any player's land
    If a land or Bird you control entering at the same time as Traveling Chocobo (including Traveling
    Chocobo itself) causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time.

    Given Alice controls Traveling Chocobo and Ankh of Mishra
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Ankh of Mishra
    When all players pass priority until the stack is empty
    Then Alice's life total is 16

Rule: In a Two-Headed Giant game

  Background:
    Given a Two-Headed Giant game: Alice and Carol against Bob and Dan
    And it is Alice's precombat main phase

  @id:chocobo-two-headed-giant-teammate @ruling:1d6fefabae24 @cr:810.2 @cr:810.5 @cr:603.2d
  Scenario: Traveling Chocobo doesn't affect a teammate's triggered ability when the teammate's land enters
    In a Two-Headed Giant game, Traveling Chocobo's second ability does not affect triggered abilities
    of permanents your teammate controls.

    Given Alice controls Traveling Chocobo
    And Carol controls Sazh's Chocobo
    And Carol has Forest in her hand
    When Alice passes priority
    And Carol plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Sazh's Chocobo

  @id:chocobo-two-headed-giant-teammate-your-land @ruling:1d6fefabae24 @cr:810.5 @cr:603.2d
  Scenario: Traveling Chocobo doesn't affect a teammate's triggered ability even when its controller's land enters
    In a Two-Headed Giant game, Traveling Chocobo's second ability does not affect triggered abilities
    of permanents your teammate controls.

    Given Alice controls Traveling Chocobo and Sazh's Chocobo
    And Carol controls Ankh of Mishra
    And Alice has Forest in her hand
    And Alice will put her triggered abilities on the stack in the order Ankh of Mishra, Sazh's Chocobo, Sazh's Chocobo
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Sazh's Chocobo and 1 from Ankh of Mishra

  @id:chocobo-two-headed-giant-own-abilities @ruling:1d6fefabae24 @cr:810.2 @cr:603.2d
  Scenario: In Two-Headed Giant, Traveling Chocobo still affects its controller's own triggered abilities
    In a Two-Headed Giant game, Traveling Chocobo's second ability does not affect triggered abilities
    of permanents your teammate controls.

    Given Alice controls Traveling Chocobo and Sazh's Chocobo
    And Carol controls Grazing Gladehart
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 2 from Sazh's Chocobo
    When all players pass priority until the stack is empty
    Then Sazh's Chocobo has 2 +1/+1 counters
