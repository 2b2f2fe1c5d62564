Feature: 707.10 A copy of a spell isn't cast: "cast" and "cast or copy" triggers
  To copy a spell means to put a copy of it onto the stack; a copy of a spell isn't cast (CR 707.10). An
  ability that triggers "whenever you cast" a spell doesn't trigger on a copy; one that triggers "whenever
  you cast or copy" (magecraft, an ability word, CR 207.2c) triggers on both. Triggered abilities go on the
  stack above the spell or copy that caused them and resolve first (CR 603.3, 608.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: CR 707.10 A copy isn't cast; "cast or copy" abilities trigger on copies too
    CR 707.10: to copy a spell means to put a copy of it onto the stack; a copy of a spell isn't cast.
    Magecraft (an ability word, CR 207.2c) reads "whenever you cast or copy an instant or sorcery spell".

    @id:magecraft-cast-and-copy @cr:707.10 @cr:207.2c @cr:603.2
    Scenario: Lightning Bolt, then Twincast copying it: Archmage Emeritus's magecraft triggers three times
      Given Alice controls Archmage Emeritus
      And Alice's library, from the top, is Island, Forest and Swamp
      And Alice has Lightning Bolt and Twincast in her hand
      And Alice has {R}{U}{U} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And Alice casts Twincast from her hand
      Then the stack, from the bottom, holds Lightning Bolt, Archmage Emeritus's triggered ability, Twincast and Archmage Emeritus's triggered ability
      When all players pass priority
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Archmage Emeritus
      When all players pass priority until the stack is empty
      Then Alice has Island, Forest and Swamp in her hand
      And Bob's life total is 14

    @id:cast-trigger-not-on-copy @cr:707.10 @cr:601.2i
    Scenario: The Wizard token's "whenever you cast" ability triggers for Lightning Bolt and Twincast, not for the copy
      Given Alice controls Wizard
      And Alice has Lightning Bolt and Twincast in her hand
      And Alice has {R}{U}{U} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And Alice casts Twincast from her hand
      And all players pass priority
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 12

  Rule: CR 603.2d A doubler of "casting or copying" triggers applies to cast and copy triggers alike
    CR 603.2d: an effect may make a triggered ability trigger additional times, for the events it names.
    Veyran, Voice of Duality names casting or copying an instant or sorcery spell; a land entering is not one,
    nor is an instant card being discarded.

    @id:veyran-doubles-cast-trigger @cr:603.2d @cr:601.2i
    Scenario: With Veyran, casting Lightning Bolt makes the Wizard token's ability trigger twice
      Given Alice controls Veyran, Voice of Duality and Wizard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will put her triggered abilities on the stack in the order Veyran, Voice of Duality, Veyran, Voice of Duality, Wizard, Wizard
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 2 from Wizard and 2 from Veyran, Voice of Duality
      When all players pass priority until the stack is empty
      Then Bob's life total is 15
      And Veyran, Voice of Duality is 4/4

    @id:veyran-doubles-copy-trigger @cr:603.2d @cr:707.10
    Scenario: With Veyran, Twincast's copy of Lightning Bolt makes Archmage Emeritus's magecraft trigger twice
      Given Alice controls Veyran, Voice of Duality and Archmage Emeritus
      And Alice's library, from the top, is Island, Forest, Swamp, Plains, Mountain and Wastes
      And Alice has Lightning Bolt and Twincast in her hand
      And Alice has {R}{U}{U} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      And Alice will put her triggered abilities on the stack in the order Veyran, Voice of Duality, Veyran, Voice of Duality, Archmage Emeritus, Archmage Emeritus
      And Alice will put her triggered abilities on the stack in the order Veyran, Voice of Duality, Veyran, Voice of Duality, Archmage Emeritus, Archmage Emeritus
      And Alice will put her triggered abilities on the stack in the order Veyran, Voice of Duality, Veyran, Voice of Duality, Archmage Emeritus, Archmage Emeritus
      When Alice casts Lightning Bolt from her hand
      And Alice casts Twincast from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island, Forest, Swamp, Plains, Mountain and Wastes in her hand
      And Bob's life total is 14

    @id:veyran-no-doubling-landfall @cr:603.2d
    Scenario: Veyran doesn't double an ability triggered by a land entering
      Given Alice controls Veyran, Voice of Duality and Sazh's Chocobo
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo

    @id:veyran-no-doubling-discarded-instant @cr:603.2d @cr:701.9a
    Scenario: Veyran doesn't double an ability triggered by discarding Lightning Bolt, an instant that wasn't cast
      Given Alice controls Veyran, Voice of Duality, Hekma Sentinels and Bazaar of Baghdad
      And Alice has Lightning Bolt in her hand
      And Alice's library, from the top, is Forest and Forest
      And Alice will choose Lightning Bolt, then Forest, then Forest to discard
      When Alice activates Bazaar of Baghdad's "{T}: Draw two cards, then discard three cards." ability
      And all players pass priority
      Then the triggered abilities put on the stack are 3 from Hekma Sentinels
      When all players pass priority until the stack is empty
      Then Hekma Sentinels is 5/6
      And Veyran, Voice of Duality is 2/2

  Rule: CR 707.10c A copy of a spree spell keeps its chosen modes, and new targets are chosen for them
    CR 707.10: a copy copies the choices made for the spell, its modes among them (a spree spell's, CR
    702.172a). CR 707.10c: if the effect allows it, the copy's controller may choose new targets for it: here
    for the chosen mode, among what that mode can target.

    @id:copy-spree-new-target-for-mode @cr:707.10c @cr:707.10 @cr:702.172a
    Scenario: Twincast copies Explosive Derailment's damage mode with a new target: Memnite is dealt 4 damage by the copy, Grizzly Bears by the spell
      Given Bob controls Grizzly Bears and Memnite
      And Alice has Explosive Derailment and Twincast in her hand
      And Alice has {R}{C}{C}{U}{U} in her mana pool
      And Alice will choose the mode "Explosive Derailment deals 4 damage to target creature."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Explosive Derailment, then Memnite as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Explosive Derailment from her hand
      And Alice casts Twincast from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears and Memnite in his graveyard

    @id:copy-spree-same-target-for-mode @cr:707.10c @cr:707.10 @cr:702.172a
    Scenario: Twincast copies Explosive Derailment's damage mode and no new target is chosen: the copy and the spell both deal 4 damage to Grizzly Bears
      Given Bob controls Grizzly Bears and Memnite
      And Alice has Explosive Derailment and Twincast in her hand
      And Alice has {R}{C}{C}{U}{U} in her mana pool
      And Alice will choose the mode "Explosive Derailment deals 4 damage to target creature."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Explosive Derailment as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Explosive Derailment from her hand
      And Alice casts Twincast from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Bob controls Memnite

    @id:copy-spree-no-legal-new-target-keeps-its-own @cr:707.10c @cr:608.2b
    Scenario: Twincast copies Explosive Derailment after Murder took its only target: with no creature to choose, the copy keeps the old target and does nothing
      CR 707.10c: a copy's controller choosing new targets may leave a target unchanged, even an illegal one;
      here the chosen mode has no legal new target, so the copy keeps Grizzly Bears, gone to the graveyard, and
      neither the copy nor the spell does anything (CR 608.2b).

      Given Bob controls Grizzly Bears
      And Alice has Explosive Derailment, Murder and Twincast in her hand
      And Alice has {R}{C}{C}{C}{B}{B}{U}{U} in her mana pool
      And Alice will choose the mode "Explosive Derailment deals 4 damage to target creature."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Grizzly Bears, then Explosive Derailment as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Explosive Derailment from her hand
      And Alice casts Murder from her hand
      And all players pass priority
      Then Bob has Grizzly Bears in his graveyard
      When Alice casts Twincast from her hand
      And all players pass priority until the stack is empty
      Then Alice has Explosive Derailment, Murder and Twincast in her graveyard
      And Alice's mana pool is empty
