Feature: Lindblum, Industrial Regency // Mage Siege, and the adventure-land Towns
  Lindblum, Industrial Regency — Land — Town: This land enters tapped. {T}: Add {R}.
  Mage Siege {2}{R} — Instant — Adventure: Create a 0/1 black Wizard creature token with "Whenever you
  cast a noncreature spell, this token deals 1 damage to each opponent." (Then exile this card. You may
  play the land later from exile.)

  Rulings: seed page 002_7af6663390472618.txt (2025-06-06): one for the Wizard token, the rest shared by
  the five adventure-land Towns of the Final Fantasy set, which are CR 715 (Adventurer cards) at work.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:771dcd935049 @cr:715.3d @cr:305.1 @cr:305.2
  Rule: A card played from exile after its Adventure follows the normal timing and permissions
    You must still follow any timing restrictions and permissions for the card you play from exile. In
    the case of any of the five lands in this release, you'll be able to play it only during your main
    phase while the stack is empty and only if you have an available land play remaining.

    @id:town-played-from-exile
    Scenario: After Mage Siege resolves, Lindblum is played from exile in the main phase
      Given Alice has Lindblum, Industrial Regency in her hand
      And Alice has {R}{C}{C} in her mana pool
      When Alice casts Mage Siege from her hand
      And all players pass priority
      Then Alice controls 1 Wizard
      And Lindblum, Industrial Regency is in exile
      When Alice plays Lindblum, Industrial Regency from exile
      Then Alice controls Lindblum, Industrial Regency
      And Lindblum, Industrial Regency is tapped

    @id:town-from-exile-needs-land-play
    Scenario: Lindblum can't be played from exile once the turn's land play is used
      Given Alice has Lindblum, Industrial Regency in her hand
      And Alice has played a land this turn
      And Alice has {R}{C}{C} in her mana pool
      When Alice casts Mage Siege from her hand
      And all players pass priority
      And Alice tries to play Lindblum, Industrial Regency from exile
      Then that is rejected by rule 305.2
      And Lindblum, Industrial Regency is in exile

    @id:town-from-exile-needs-main-phase
    Scenario: Mage Siege is an instant, but Lindblum can't be played from exile in the upkeep
      Given it is Alice's upkeep
      And Alice has Lindblum, Industrial Regency in her hand
      And Alice's library, from the top, is Island
      And Alice has {R}{C}{C} in her mana pool
      When Alice casts Mage Siege from her hand
      And all players pass priority
      And Alice tries to play Lindblum, Industrial Regency from exile
      Then that is rejected by rule 305.1
      When the game advances to Alice's precombat main phase
      And Alice plays Lindblum, Industrial Regency from exile
      Then Alice controls Lindblum, Industrial Regency

    @id:creature-from-exile-pays-its-cost @cr:601.2h
    Scenario: Bonecrusher Giant cast from exile after Stomp still costs {2}{R}
      Given Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C}{R}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Stomp from her hand
      And all players pass priority
      Then Bob's life total is 18
      And Alice's mana pool is {R}{C}{C}
      When Alice casts Bonecrusher Giant from exile
      Then Alice's mana pool is empty
      When all players pass priority
      Then Alice controls Bonecrusher Giant

    @id:creature-from-exile-without-mana
    Scenario: Without mana, Bonecrusher Giant can't be cast from exile
      Given Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Stomp from her hand
      And all players pass priority
      And Alice tries to cast Bonecrusher Giant from exile
      Then that is rejected by rule 601.2h
      And Bonecrusher Giant is in exile

  @ruling:b36044bb7491 @cr:601.2i @cr:603.3 @cr:608.1
  Rule: The Wizard token's ability resolves first, even if the spell is countered
    The Wizard token's ability resolves before the spell that caused it to trigger. It resolves even
    if that spell is countered or otherwise leaves the stack.

    @id:wizard-trigger-resolves-first
    Scenario: The Wizard's ability goes on the stack above Lightning Bolt and resolves first
      Given Alice controls Wizard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves as targets
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Wizard's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      And Bob controls Llanowar Elves
      When all players pass priority
      Then Bob controls no Llanowar Elves

    @id:wizard-trigger-resolves-though-countered @cr:701.6a
    Scenario: When Bob counters the spell, the Wizard's ability still resolves
      Given Alice controls Wizard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Lightning Bolt as targets
      When Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Lightning Bolt in her graveyard
      And Bob's life total is 19

    @id:wizard-from-mysidian-elder-resolves-first @cr:603.3 @cr:111.2
    Scenario: Mysidian Elder's Wizard token works the same: its ability resolves before Lightning Bolt
      Mysidian Elder: "When this creature enters, create a 0/1 black Wizard creature token with 'Whenever
      you cast a noncreature spell, this token deals 1 damage to each opponent.'"

      Given Alice has Mysidian Elder and Lightning Bolt in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Mysidian Elder from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Mysidian Elder
      When all players pass priority
      Then Alice controls 1 Wizard
      And Wizard is 0/1
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Wizard's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      When all players pass priority
      Then Bob's life total is 16

    @id:wizard-no-trigger-on-creature-spells
    Scenario: A creature spell doesn't make the Wizard's ability trigger
      Given Alice controls Wizard
      And Alice has Llanowar Elves in her hand
      And Alice has {G} in her mana pool
      When Alice casts Llanowar Elves from her hand
      Then no triggered ability is put on the stack

  @ruling:467971a063ed @cr:715.2a @cr:715.3b
  Rule: "Has an Adventure" doesn't find an instant or sorcery spell cast as an Adventure
    If an effect refers to a card, spell, or permanent that has an Adventure, it won't find an instant
    or sorcery spell on the stack that's been cast as an Adventure.

    @id:innkeeper-ignores-stomp
    Scenario: Casting Stomp doesn't make Edgewall Innkeeper trigger
      Given Alice controls Edgewall Innkeeper
      And Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Stomp from her hand
      Then no triggered ability is put on the stack
      And the Stomp on the stack has no Adventure

    @id:innkeeper-sees-the-giant-cast-normally @ruling:be500a44ae86 @cr:715.4 @cr:715.2a
    Scenario: Casting Bonecrusher Giant as a creature makes Edgewall Innkeeper trigger: that spell has an Adventure
      An effect may refer to a card, spell, or permanent that "has an Adventure." This refers to a card,
      spell, or permanent that has an adventurer card's set of alternative characteristics, even if
      they're not being used and even if that card was never cast as an Adventure.

      Given Alice controls Edgewall Innkeeper
      And Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C}{C} in her mana pool
      When Alice casts Bonecrusher Giant from her hand
      Then the triggered abilities put on the stack are 1 from Edgewall Innkeeper
      And the Bonecrusher Giant on the stack has card type Creature, subtype Giant and an Adventure named Stomp

    @id:innkeeper-sees-the-giant-from-exile @ruling:be500a44ae86
    Scenario: Casting Bonecrusher Giant from exile after Stomp makes Edgewall Innkeeper trigger
      An effect may refer to a card, spell, or permanent that "has an Adventure." This refers to a card,
      spell, or permanent that has an adventurer card's set of alternative characteristics, even if
      they're not being used and even if that card was never cast as an Adventure.

      Given Alice controls Edgewall Innkeeper
      And Alice has Bonecrusher Giant in her hand
      And Alice's library, from the top, is Forest
      And Alice has {R}{C}{R}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Stomp from her hand
      And all players pass priority
      And Alice casts Bonecrusher Giant from exile
      Then the triggered abilities put on the stack are 1 from Edgewall Innkeeper

  @ruling:a88c9ca3992c @cr:118.9 @cr:715.3
  Rule: An Adventure isn't an alternative cost: "without paying its mana cost" applies to it
    Casting a card as an Adventure isn't casting it for an alternative cost. Effects that allow you to
    cast a spell for an alternative cost or without paying its mana cost may allow you to apply those
    to the Adventure.

    @id:buster-sword-casts-stomp-free @cr:510.1
    Scenario: Buster Sword lets Alice cast Stomp without paying its mana cost
      Given Alice controls Isamaru, Hound of Konda and Buster Sword (attached to Isamaru, Hound of Konda)
      And Alice has Bonecrusher Giant in her hand
      And Alice's library, from the top, is Forest
      And Alice will choose Stomp to cast
      And Alice will choose Bob as targets
      When Alice attacks with Isamaru, Hound of Konda
      And the game advances to Alice's end of combat step
      Then Bob's life total is 13
      And Bonecrusher Giant is in exile
      And Alice has Forest in her hand

  @ruling:50227bfc1579 @cr:715.3d @cr:715.4
  Rule: An Adventure that resolves is exiled and may be played later; one that leaves the stack otherwise isn't
    If a spell is cast as an Adventure, its controller exiles it instead of putting it into its owner's
    graveyard as it resolves. For as long as it remains exiled, that player may play it using its
    primary characteristics. If an Adventure spell leaves the stack in any way other than resolving
    (most likely by being countered or by failing to resolve because its targets have all become
    illegal), that card won't be exiled and the spell's controller won't be able to play that card from
    exile later.

    @id:adventure-resolves-into-exile
    Scenario: Heart's Desire resolves, Lovestruck Beast is exiled, and Alice casts it from exile
      Given Alice has Lovestruck Beast in her hand
      And Alice has {G}{G}{C}{C} in her mana pool
      When Alice casts Heart's Desire from her hand
      And all players pass priority
      Then Alice controls 1 Human
      And Lovestruck Beast is in exile
      When Alice casts Lovestruck Beast from exile
      And all players pass priority
      Then Alice controls Lovestruck Beast

    @id:adventure-failed-cast-keeps-the-permission @cr:601.2h @cr:732.1 @cr:601.3
    Scenario: A cast from exile that can't be paid is reversed; the card stays on its adventure and can be cast later
      Casting a spell that can't be completed is reversed as a whole: the spell returns to the zone it came
      from, and nothing the attempt did stands (732.1). Lovestruck Beast is back in exile as the same card
      on the same adventure, so Alice may still cast it from there (715.3d).

      Given Alice has Lovestruck Beast in her hand
      And Alice controls 4 Forest
      And Alice has {G} in her mana pool
      When Alice casts Heart's Desire from her hand
      And all players pass priority
      Then Lovestruck Beast is in exile
      When Alice tries to cast Lovestruck Beast from exile
      And while casting it, Alice activates Forest's "{T}: Add {G}." ability
      Then that is rejected by rule 601.2h
      And Lovestruck Beast is in exile
      And the stack is empty
      When Alice casts Lovestruck Beast from exile
      And while casting it, Alice activates Forest's "{T}: Add {G}." ability
      And while casting it, Alice activates Forest's "{T}: Add {G}." ability
      And while casting it, Alice activates Forest's "{T}: Add {G}." ability
      And all players pass priority
      Then Alice controls Lovestruck Beast

    @id:adventure-reactor-raid-then-midgar @cr:608.2c @cr:701.21a
    Scenario: Reactor Raid resolves: Alice sacrifices a Food and draws two; then she plays Midgar from exile
      Reactor Raid: "You may sacrifice an artifact or creature. If you do, draw two cards." As it
      resolves, Midgar, City of Mako is exiled, and Alice may play it as a land later.

      Given Alice has Midgar, City of Mako in her hand
      And Alice controls Food
      And Alice's library, from the top, is Forest, Island and Swamp
      And Alice has {B}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      When Alice casts Reactor Raid from her hand
      And all players pass priority
      Then Alice controls no Food
      And Alice has Forest and Island in her hand
      And the top card of Alice's library is Swamp
      And Midgar, City of Mako is in exile
      When Alice plays Midgar, City of Mako from exile
      Then Alice controls Midgar, City of Mako

    @id:adventure-reactor-raid-declined @cr:608.2c
    Scenario: Reactor Raid: without a sacrifice, Alice draws nothing, and Midgar is still exiled
      CR 608.2c: "if you do" refers to the choice; Alice declines, so she draws no card.

      Given Alice has Midgar, City of Mako in her hand
      And Alice controls Food
      And Alice's library, from the top, is Forest, Island and Swamp
      And Alice has {B}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      When Alice casts Reactor Raid from her hand
      And all players pass priority
      Then Alice controls 1 Food
      And the top card of Alice's library is Forest
      And Midgar, City of Mako is in exile

    @id:adventure-faith-and-grief-then-ishgard @cr:115.1 @cr:608.2c
    Scenario: Faith & Grief returns two artifact or enchantment cards; Ishgard is exiled and may be played
      Faith & Grief: "Return up to two target artifact and/or enchantment cards from your graveyard to
      your hand."

      Given Alice has Ishgard, the Holy See in her hand
      And Alice has Panharmonicon, Forest and Mana Flare in her graveyard
      And Alice has {W}{W}{C}{C}{C} in her mana pool
      And Alice will choose Panharmonicon, then Mana Flare as targets
      When Alice casts Faith & Grief from her hand
      And all players pass priority
      Then Alice has Panharmonicon and Mana Flare in her hand
      And Alice has Forest in her graveyard
      And Ishgard, the Holy See is in exile
      When Alice plays Ishgard, the Holy See from exile
      Then Alice controls Ishgard, the Holy See

    @id:adventure-faith-and-grief-one-target @cr:115.1 @cr:601.2c
    Scenario: Faith & Grief may target just one card: "up to two"
      CR 601.2c: for "up to two" targets, the player chooses how many; Alice chooses only Panharmonicon.

      Given Alice has Ishgard, the Holy See in her hand
      And Alice has Panharmonicon and Mana Flare in her graveyard
      And Alice has {W}{W}{C}{C}{C} in her mana pool
      And Alice will choose Panharmonicon, then no more as targets
      When Alice casts Faith & Grief from her hand
      And all players pass priority
      Then Alice has Panharmonicon in her hand
      And Alice has Mana Flare in her graveyard

    @id:adventure-faith-and-grief-not-a-land @cr:115.1
    Scenario: Faith & Grief can't target a land card in the graveyard
      CR 115.1: Faith & Grief targets artifact and/or enchantment cards; Forest is neither.

      Given Alice has Ishgard, the Holy See in her hand
      And Alice has Panharmonicon and Forest in her graveyard
      And Alice has {W}{W}{C}{C}{C} in her mana pool
      And Alice will choose Forest as targets
      When Alice tries to cast Faith & Grief from her hand
      Then that is rejected by rule 115.1
      And Alice has Ishgard, the Holy See in her hand
      And Alice has Panharmonicon and Forest in her graveyard

    @id:adventure-lasting-fayth-then-zanarkand @cr:608.2h @cr:111.2
    Scenario: Lasting Fayth creates a Hero with a +1/+1 counter for each land Alice controls
      Lasting Fayth: "Create a 1/1 colorless Hero creature token. Put a +1/+1 counter on it for each land
      you control." Alice controls three lands as it resolves; then Zanarkand is exiled and may be played.

      Given Alice has Zanarkand, Ancient Metropolis in her hand
      And Alice controls 3 Forest
      And Bob controls Island
      And Alice has {G}{G}{C}{C}{C}{C} in her mana pool
      When Alice casts Lasting Fayth from her hand
      And all players pass priority
      Then Alice controls 1 Hero
      And Hero has 3 +1/+1 counters
      And Hero is 4/4
      And Zanarkand, Ancient Metropolis is in exile
      When Alice plays Zanarkand, Ancient Metropolis from exile
      Then Alice controls Zanarkand, Ancient Metropolis

    @id:adventure-countered-goes-to-graveyard @cr:701.6a
    Scenario: A countered Stomp goes to the graveyard, and the Giant can't be played from there
      Given Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C}{R}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Stomp as targets
      When Alice casts Stomp from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Bonecrusher Giant in her graveyard
      And no Bonecrusher Giant is in exile
      When Alice tries to cast Bonecrusher Giant from her graveyard
      Then that is rejected by rule 601.3

    @id:adventure-fizzles-goes-to-graveyard @cr:608.2b
    Scenario: Swift End whose target is gone doesn't resolve: Murderous Rider goes to the graveyard
      Given Alice has Murderous Rider and Lightning Bolt in her hand
      And Alice has {B}{B}{C}{R} in her mana pool
      And Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves, then Llanowar Elves as targets
      When Alice casts Swift End from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no Llanowar Elves
      And Alice has Murderous Rider in her graveyard
      And Alice's life total is 20

  @ruling:8b5b32b8ae1c @cr:715.3a @cr:601.3e
  Rule: Only the Adventure's characteristics decide whether it may be cast
    If you cast an adventurer card as an Adventure, use only its alternative characteristics to
    determine whether it's legal to cast that spell. For example, if you control Traveling Chocobo
    ("You may play lands and cast Bird spells from the top of your library.") and Jidoor, Aristocratic
    Capital is on top of your library, you can play Jidoor, Aristocratic Capital, but you can't cast
    Overture.

    @id:chocobo-jidoor-land-yes
    Scenario: With Traveling Chocobo, Jidoor on top of the library can be played as a land
      Given Alice controls Traveling Chocobo
      And Alice's library, from the top, is Jidoor, Aristocratic Capital and Island
      When Alice plays Jidoor, Aristocratic Capital from the top of her library
      Then Alice controls Jidoor, Aristocratic Capital

    @id:chocobo-overture-no
    Scenario: With Traveling Chocobo, Overture on top of the library can't be cast
      Given Alice controls Traveling Chocobo
      And Alice's library, from the top, is Jidoor, Aristocratic Capital and Island
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      When Alice tries to cast Overture from the top of her library
      Then that is rejected by rule 601.3
      And the top card of Alice's library is Jidoor, Aristocratic Capital

    @id:adventure-sorcery-timing @cr:307.1
    Scenario: Cast as an Adventure, Overture has a sorcery's timing: it can't be cast in the upkeep
      Given it is Alice's upkeep
      And Alice has Jidoor, Aristocratic Capital in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      When Alice tries to cast Overture from her hand
      Then that is rejected by rule 307.1
      And Alice has Jidoor, Aristocratic Capital in her hand

    @id:buster-sword-mana-value-of-the-adventure @cr:510.1
    Scenario: Only the Adventure's mana value counts: 3 damage can't cast Overture (mana value 6), though Jidoor's is 0
      Sazh's Chocobo with Buster Sword deals 3 combat damage. Overture's mana value is 6, so Alice's
      hand holds no spell Buster Sword lets her cast and there is nothing to choose: the scenario
      scripts no choice, and an engine that offers Overture asks for one it doesn't script.

      Given Alice controls Sazh's Chocobo and Buster Sword (attached to Sazh's Chocobo)
      And Alice has Jidoor, Aristocratic Capital in her hand
      And Alice's library, from the top, is Forest
      And Bob's library, from the top, is 4 Island
      When Alice attacks with Sazh's Chocobo
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice has Jidoor, Aristocratic Capital and Forest in her hand
      And Bob has 4 Island in his library

  @ruling:fc7470f00ef4 @cr:715.3c @cr:704.5e @cr:707.10
  Rule: A copy of an Adventure spell is exiled as it resolves and ceases to exist
    If an effect copies an Adventure spell, that copy is exiled as it resolves. It ceases to exist as a
    state-based action; it's not possible to play the copy as a permanent.

    @id:twincast-stomp
    Scenario: Twincast copies Stomp: the copy deals its damage and ceases to exist; one Giant is in exile
      Given Alice has Bonecrusher Giant and Twincast in her hand
      And Alice has {R}{C}{U}{U} in her mana pool
      And Alice will choose Bob, then Stomp as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Stomp from her hand
      And Alice casts Twincast from her hand
      And all players pass priority
      Then the stack, from the bottom, holds Stomp and Stomp
      When all players pass priority until the stack is empty
      Then Bob's life total is 16
      And 1 Bonecrusher Giant is in exile
      And Alice has Twincast in her graveyard

  @ruling:c45771fadadd @cr:715.2b @cr:707.2 @cr:400.7
  Rule: A copy of an adventurer permanent has an Adventure until it changes zones
    If an object becomes a copy of an object that has an Adventure, the copy also has an Adventure. If
    it changes zones, it will either cease to exist (if it's a token) or cease to be a copy (if it's a
    nontoken permanent), and so you won't be able to cast it as an Adventure.

    @id:clone-of-giant-has-an-adventure @cr:704.5g
    Scenario: Clone entering as a copy of Bonecrusher Giant has an Adventure; in the graveyard it is Clone again
      Given Bob controls Bonecrusher Giant
      And Alice has Clone and Lightning Bolt in her hand
      And Alice has {U}{C}{C}{C}{R} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Bonecrusher Giant to copy
      And Alice will choose Alice's Bonecrusher Giant as targets
      When Alice casts Clone from her hand
      And all players pass priority
      Then the Bonecrusher Giant Alice controls has an Adventure named Stomp and mana value 3
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 18
      And the Clone in Alice's graveyard has no Adventure, card type Creature and mana value 4

  @ruling:82dfdefedcfb @cr:715.3b
  Rule: On the stack, an Adventure has only its alternative characteristics
    When playing a card as an Adventure, use the alternative characteristics and ignore all of the
    card's normal characteristics. The resulting spell's color, mana cost, mana value, and so on are
    determined by only those alternative characteristics. If the spell leaves the stack, it immediately
    resumes using its normal characteristics.

    @id:stomp-characteristics-on-the-stack
    Scenario: Stomp on the stack is a red instant with mana value 2; in exile, Bonecrusher Giant is a creature card again
      Given Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Stomp from her hand
      Then the Stomp on the stack has color red, card type Instant and mana value 2
      When all players pass priority
      Then the Bonecrusher Giant in exile has card type Creature, subtype Giant and mana value 3

  @ruling:1160d75863c6 @cr:715.5 @cr:201.3
  Rule: An Adventure's name may be chosen, judged by its alternative characteristics
    If an effect instructs you to choose a card name, you may choose the alternative Adventure name.
    Consider only the alternative characteristics to determine whether that is an appropriate name to
    choose.

    @id:meddling-mage-names-stomp @cr:601.3
    Scenario: Meddling Mage naming Stomp stops Stomp but not Bonecrusher Giant
      Given Bob controls Meddling Mage (naming Stomp)
      And Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C}{C} in her mana pool
      When Alice tries to cast Stomp from her hand
      Then that is rejected by rule 601.3
      When Alice casts Bonecrusher Giant from her hand
      And all players pass priority
      Then Alice controls Bonecrusher Giant

    @id:meddling-mage-chooses-an-adventure-name @cr:614.12 @cr:601.3
    Scenario: As Meddling Mage enters, Bob may choose the name Stomp, and then Alice can't cast Stomp
      Given it is Bob's precombat main phase
      And Bob has Meddling Mage in his hand
      And Bob has {W}{U} in his mana pool
      And Bob will choose Stomp as the card name
      And Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C} in her mana pool
      When Bob casts Meddling Mage from his hand
      And all players pass priority
      Then Bob controls Meddling Mage
      When Bob passes priority
      And Alice tries to cast Stomp from her hand
      Then that is rejected by rule 601.3
      And Alice has Bonecrusher Giant in her hand

    @id:meddling-mage-names-overture @cr:614.12 @cr:601.3
    Scenario: Overture is a nonland name, so Meddling Mage may name it: Overture can't be cast, Jidoor can be played
      Given Bob has Meddling Mage in his hand
      And Bob will choose Overture as the card name
      And Alice has Jidoor, Aristocratic Capital in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      When an effect puts Meddling Mage from Bob's hand onto the battlefield under his control
      And Alice tries to cast Overture from her hand
      Then that is rejected by rule 601.3
      When Alice plays Jidoor, Aristocratic Capital from her hand
      Then Alice controls Jidoor, Aristocratic Capital

    @id:pithing-needle-names-chop-down @cr:602.5
    Scenario: Pithing Needle naming Chop Down doesn't stop Giant Killer's ability
      Given Alice controls Giant Killer
      And Bob controls Llanowar Elves and Pithing Needle (naming Chop Down)
      And Alice has {W}{C} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then the stack, from the bottom, holds Giant Killer's activated ability

    @id:pithing-needle-names-giant-killer @cr:602.5
    Scenario: Pithing Needle naming Giant Killer stops its ability
      Given Alice controls Giant Killer
      And Bob controls Llanowar Elves and Pithing Needle (naming Giant Killer)
      And Alice has {W}{C} in her mana pool
      When Alice tries to activate Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then that is rejected by rule 602.5
      And Giant Killer is untapped
      And Alice's mana pool is {W}{C}

  @ruling:fb2609c772f7 @cr:715.3d @cr:715.4
  Rule: Exiled any other way, an adventurer card gives no permission to play it
    If an adventurer card ends up in exile for any other reason than by exiling itself while resolving,
    it won't give you permission to play it with its primary characteristics.

    @id:exiled-by-strata-scythe-no-permission @cr:701.23
    Scenario: Jidoor exiled by Strata Scythe's imprint can't be played from exile
      Given Alice has Strata Scythe in her hand
      And Alice's library, from the top, is Jidoor, Aristocratic Capital and Island
      And Alice has {C}{C}{C} in her mana pool
      And Alice will choose Jidoor, Aristocratic Capital when searching
      When Alice casts Strata Scythe from her hand
      And all players pass priority until the stack is empty
      Then Jidoor, Aristocratic Capital is in exile
      When Alice tries to play Jidoor, Aristocratic Capital from exile
      Then that is rejected by rule 305.1
      And Jidoor, Aristocratic Capital is in exile

    @id:exiled-by-own-adventure-permission
    Scenario: Exiled by its own Adventure, Jidoor can be played from exile
      Given Alice has Jidoor, Aristocratic Capital in her hand
      And Bob's library, from the top, is 4 Island
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Overture from her hand
      And all players pass priority
      Then Bob has 2 Island in his graveyard
      When Alice plays Jidoor, Aristocratic Capital from exile
      Then Alice controls Jidoor, Aristocratic Capital

    @id:overture-mills-the-top-half @cr:701.13a
    Scenario: Overture mills the top half of Bob's library, rounded down
      CR 701.13a: to mill a number of cards is to put that many cards from the top of the library into
      the graveyard. Bob's library holds five cards; he mills the top two.

      Given Alice has Jidoor, Aristocratic Capital in her hand
      And Bob's library, from the top, is Forest, Island, Swamp, Mountain and Plains
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Overture from her hand
      And all players pass priority
      Then Bob has Forest and Island in his graveyard
      And the top card of Bob's library is Swamp

  @ruling:05c204fafe4b @cr:205.3i
  Rule: Town is a land type with no rules meaning
    Town is a land type with no special meaning. It doesn't grant the land any intrinsic abilities.
    Other cards may care about which lands are Towns.

    @id:town-has-only-printed-abilities @cr:106.7
    Scenario: Lindblum is a Town land that could produce only red: "Town" gives it no mana ability
      Given Alice controls Lindblum, Industrial Regency (tapped) and Reflecting Pool
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is {R}
      And the Lindblum, Industrial Regency Alice controls has card type Land, subtype Town and no color

    @id:basic-land-type-grants-an-ability @cr:305.6
    Scenario: Unlike Town, a basic land type gives a land its mana ability
      Given Alice controls Forest
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

  @ruling:c4f91ddfd07f @cr:715.4
  Rule: Outside the stack, an adventurer card has only its normal characteristics
    An adventurer card uses only its non-Adventure characteristics in every zone except the stack, as
    well as while on the stack if not cast as an Adventure. Ignore its alternative characteristics in
    those cases. For example, while it's in your graveyard, Jidoor, Aristocratic Capital is a colorless
    Town land card whose mana value is 0. It can't be the target of Sorceress's Schemes, which reads in
    part "Return target instant or sorcery card from your graveyard or exiled card with flashback you
    own to your hand."

    @id:jidoor-in-graveyard-is-a-land @cr:601.2c
    Scenario: In the graveyard, Jidoor is a colourless Town land card: Sorceress's Schemes can't target it
      Given Alice has Jidoor, Aristocratic Capital in her graveyard
      And Alice has Sorceress's Schemes in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      Then the Jidoor, Aristocratic Capital in Alice's graveyard has no color, card type Land, subtype Town and mana value 0
      When Alice tries to cast Sorceress's Schemes from her hand
      Then that is rejected by rule 601.2c
      And Alice has Sorceress's Schemes in her hand

    @id:schemes-returns-an-instant
    Scenario: With Lightning Bolt in the graveyard too, Sorceress's Schemes returns it and adds {R}
      Given Alice has Jidoor, Aristocratic Capital and Lightning Bolt in her graveyard
      And Alice has Sorceress's Schemes in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Lightning Bolt as targets
      When Alice casts Sorceress's Schemes from her hand
      And all players pass priority
      Then Alice has Lightning Bolt in her hand
      And Alice's mana pool is {R}

    @id:adventurer-in-hand-normal-characteristics
    Scenario: In the hand, Bonecrusher Giant is a red creature card with mana value 3
      Given Alice has Bonecrusher Giant in her hand
      Then the Bonecrusher Giant in Alice's hand has color red, card type Creature and mana value 3
